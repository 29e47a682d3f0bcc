-- @@stderr --
dtrace: failed to compile script err.D_OP_INT.float-bnot.d: [D_OP_INT] line 9: operator ~ requires an operand of integral type
