-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.strlen.d: [D_PROTO_LEN] line 8: strlen( ) prototype mismatch: 2 args passed, 1 expected
