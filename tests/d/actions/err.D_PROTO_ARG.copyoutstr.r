-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.copyoutstr.d: [D_PROTO_ARG] line 4: copyoutstr( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
