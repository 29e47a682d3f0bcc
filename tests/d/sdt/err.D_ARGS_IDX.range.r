-- @@stderr --
dtrace: failed to compile script err.D_ARGS_IDX.range.d: [D_ARGS_IDX] line 7: index 3 is out of range for sdt:sched::sched_process_exec args[ ]
