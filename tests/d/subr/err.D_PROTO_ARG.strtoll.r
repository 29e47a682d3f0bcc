-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.strtoll.d: [D_PROTO_ARG] line 6: strtoll( ) argument #1 is incompatible with prototype:
	prototype: const char *
	 argument: int
