-- @@stderr --
dtrace: failed to compile script err.D_UNSUP.comma-struct.d: [D_UNSUP] line 8: struct sched_entity values cannot be stored in D variables yet: x
