-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.memref.d: [D_PROTO_LEN] line 6: memref( ) prototype mismatch: 1 arg passed, 2 expected
