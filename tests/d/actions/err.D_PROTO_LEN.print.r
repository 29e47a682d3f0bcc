-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.print.d: [D_PROTO_LEN] line 4: print( ) prototype mismatch: 2 args passed, 1 expected
