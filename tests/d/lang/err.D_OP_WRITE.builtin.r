-- @@stderr --
dtrace: failed to compile script err.D_OP_WRITE.builtin.d: [D_OP_WRITE] line 8: operator = can only be applied to a writable variable
