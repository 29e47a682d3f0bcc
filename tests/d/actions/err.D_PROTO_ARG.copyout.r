-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.copyout.d: [D_PROTO_ARG] line 4: copyout( ) argument #1 is incompatible with prototype:
	prototype: void *
	 argument: int
