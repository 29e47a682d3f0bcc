-- @@stderr --
dtrace: failed to compile script err.D_OP_ARITH.float-mul.d: [D_OP_ARITH] line 9: operator * requires operands of arithmetic type
