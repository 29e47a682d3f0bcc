-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.tracemem.d: [D_PROTO_LEN] line 4: tracemem( ) prototype mismatch: 1 arg passed, at least 2 expected
