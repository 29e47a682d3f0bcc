-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.inet_ntop.d: [D_PROTO_ARG] line 6: inet_ntop( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
