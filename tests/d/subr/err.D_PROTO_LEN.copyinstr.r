-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.copyinstr.d: [D_PROTO_LEN] line 8: copyinstr( ) prototype mismatch: 3 args passed, at least 1 expected
