-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.strjoin.d: [D_PROTO_ARG] line 6: strjoin( ) argument #1 is incompatible with prototype:
	prototype: const char *
	 argument: int
