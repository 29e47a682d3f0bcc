-- @@stderr --
dtrace: failed to compile script err.D_INT_OFLOW.hex.d: [D_INT_OFLOW] line 8: constant 0x1ffffffffffffffff results in integer overflow
