-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.chill.d: [D_PROTO_LEN] line 8: chill( ) prototype mismatch: 3 args passed, 1 expected
