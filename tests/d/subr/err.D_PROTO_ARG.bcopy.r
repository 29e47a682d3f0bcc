-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.bcopy.d: [D_PROTO_ARG] line 8: bcopy( ) argument #3 is incompatible with prototype:
	prototype: size_t
	 argument: string
