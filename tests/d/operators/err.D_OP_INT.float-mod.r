-- @@stderr --
dtrace: failed to compile script err.D_OP_INT.float-mod.d: [D_OP_INT] line 9: operator % requires operands of integral type
