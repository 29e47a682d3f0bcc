-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.index.d: [D_PROTO_ARG] line 6: index( ) argument #3 is incompatible with prototype:
	prototype: int
	 argument: string
