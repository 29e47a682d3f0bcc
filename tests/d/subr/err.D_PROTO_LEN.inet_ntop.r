-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.inet_ntop.d: [D_PROTO_LEN] line 8: inet_ntop( ) prototype mismatch: 1 arg passed, 2 expected
