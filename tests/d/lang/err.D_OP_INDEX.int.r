-- @@stderr --
dtrace: failed to compile script err.D_OP_INDEX.int.d: [D_OP_INDEX] line 10: operator [ ] may not be applied to operand of type "int"
