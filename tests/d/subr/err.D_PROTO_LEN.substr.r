-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.substr.d: [D_PROTO_LEN] line 6: substr( ) prototype mismatch: 4 args passed, at least 2 expected
