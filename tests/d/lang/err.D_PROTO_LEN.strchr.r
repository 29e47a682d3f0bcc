-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.strchr.d: [D_PROTO_LEN] line 8: strchr( ) prototype mismatch: 1 arg passed, 2 expected
