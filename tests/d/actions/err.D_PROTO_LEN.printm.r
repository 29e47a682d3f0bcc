-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.printm.d: [D_PROTO_LEN] line 6: printm( ) prototype mismatch: 1 arg passed, 2 expected
