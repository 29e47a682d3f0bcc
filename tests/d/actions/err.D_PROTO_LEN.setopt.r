-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.setopt.d: [D_PROTO_LEN] line 4: setopt( ) prototype mismatch: 3 args passed, at least 1 expected
