-- @@stderr --
dtrace: failed to compile script err.D_UNSUP.struct-value.d: [D_UNSUP] line 8: struct task_struct values cannot be stored in D variables yet: x
