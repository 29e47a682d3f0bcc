-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.toupper.d: [D_PROTO_LEN] line 6: toupper( ) prototype mismatch: 0 args passed, 1 expected
