-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.lltostr.d: [D_PROTO_ARG] line 6: lltostr( ) argument #1 is incompatible with prototype:
	prototype: int64_t
	 argument: string
