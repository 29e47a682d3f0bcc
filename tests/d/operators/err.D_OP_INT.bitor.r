-- @@stderr --
dtrace: failed to compile script err.D_OP_INT.bitor.d: [D_OP_INT] line 6: operator | requires operands of integral type
