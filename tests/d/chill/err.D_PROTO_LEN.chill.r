-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.chill.d: [D_PROTO_LEN] line 4: chill( ) prototype mismatch: 3 args passed, 1 expected
