-- @@stderr --
dtrace: failed to compile script err.D_OP_INT.array-string-index.d: [D_OP_INT] line 10: operator [ ] requires an operand of integral type
