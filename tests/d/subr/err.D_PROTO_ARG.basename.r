-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.basename.d: [D_PROTO_ARG] line 6: basename( ) argument #1 is incompatible with prototype:
	prototype: const char *
	 argument: struct task_struct *
