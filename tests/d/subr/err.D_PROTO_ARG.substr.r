-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.substr.d: [D_PROTO_ARG] line 6: substr( ) argument #2 is incompatible with prototype:
	prototype: int
	 argument: string
