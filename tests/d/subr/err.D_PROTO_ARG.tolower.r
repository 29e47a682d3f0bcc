-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.tolower.d: [D_PROTO_ARG] line 8: tolower( ) argument #1 is incompatible with prototype:
	prototype: const char *
	 argument: int
