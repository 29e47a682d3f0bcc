-- @@stderr --
dtrace: failed to compile script err.D_OP_ARITH.strmul.d: [D_OP_ARITH] line 6: operator * requires operands of arithmetic type
