-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.strtok.d: [D_PROTO_ARG] line 8: strtok( ) argument #2 is incompatible with prototype:
	prototype: const char *
	 argument: int
