-- @@stderr --
dtrace: failed to compile script err.D_OP_ARITH.float-mulassign.d: [D_OP_ARITH] line 9: operator *= requires operands of arithmetic type
