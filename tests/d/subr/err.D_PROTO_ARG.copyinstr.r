-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.copyinstr.d: [D_PROTO_ARG] line 8: copyinstr( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: string
