-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.specarg.d: [D_PROTO_LEN] line 6: speculation( ) prototype mismatch: 1 arg passed, 0 expected
