-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.strchr.d: [D_PROTO_ARG] line 8: strchr( ) argument #1 is incompatible with prototype:
	prototype: const char *
	 argument: int
