-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.raise.d: [D_PROTO_LEN] line 4: raise( ) prototype mismatch: 0 args passed, 1 expected
