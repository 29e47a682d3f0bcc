-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.struct-cond.d: [D_OP_INCOMPAT] line 13: operator ?: operands must have compatible types
