-- @@stderr --
dtrace: failed to compile script err.D_OP_WRITE.assign.d: [D_OP_WRITE] line 7: operator = can only be applied to a writable variable
