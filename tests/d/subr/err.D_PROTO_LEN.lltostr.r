-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.lltostr.d: [D_PROTO_LEN] line 6: lltostr( ) prototype mismatch: 3 args passed, at least 1 expected
