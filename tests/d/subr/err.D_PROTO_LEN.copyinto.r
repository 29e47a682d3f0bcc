-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.copyinto.d: [D_PROTO_LEN] line 8: copyinto( ) prototype mismatch: 2 args passed, 3 expected
