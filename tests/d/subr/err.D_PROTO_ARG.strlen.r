-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.strlen.d: [D_PROTO_ARG] line 9: strlen( ) argument #1 is incompatible with prototype:
	prototype: const char *
	 argument: int
