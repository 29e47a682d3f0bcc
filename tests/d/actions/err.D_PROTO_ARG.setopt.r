-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.setopt.d: [D_PROTO_ARG] line 4: setopt( ) argument #1 is incompatible with prototype:
	prototype: const char *
	 argument: int
