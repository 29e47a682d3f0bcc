-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.strjoin.d: [D_PROTO_LEN] line 6: strjoin( ) prototype mismatch: 1 arg passed, 2 expected
