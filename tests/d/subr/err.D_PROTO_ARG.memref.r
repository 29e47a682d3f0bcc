-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.memref.d: [D_PROTO_ARG] line 6: memref( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: string
