-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.rindex.d: [D_PROTO_ARG] line 8: rindex( ) argument #3 is incompatible with prototype:
	prototype: int
	 argument: string
