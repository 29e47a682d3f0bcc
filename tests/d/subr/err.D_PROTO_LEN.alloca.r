-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.alloca.d: [D_PROTO_LEN] line 8: alloca( ) prototype mismatch: 0 args passed, 1 expected
