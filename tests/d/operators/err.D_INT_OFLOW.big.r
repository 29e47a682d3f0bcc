-- @@stderr --
dtrace: failed to compile script err.D_INT_OFLOW.big.d: [D_INT_OFLOW] line 6: constant 0x10000000000000000 results in integer overflow
