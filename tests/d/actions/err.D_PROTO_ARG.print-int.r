-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.print-int.d: [D_PROTO_ARG] line 4: print( ) argument #1 is incompatible with prototype:
	prototype: void *
	 argument: int
