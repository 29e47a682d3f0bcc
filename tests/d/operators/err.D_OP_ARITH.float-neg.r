-- @@stderr --
dtrace: failed to compile script err.D_OP_ARITH.float-neg.d: [D_OP_ARITH] line 9: operator - requires an operand of arithmetic type
