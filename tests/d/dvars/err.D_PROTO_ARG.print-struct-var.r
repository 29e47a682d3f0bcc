-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.print-struct-var.d: [D_PROTO_ARG] line 12: print( ) argument #1 is incompatible with prototype:
	prototype: void *
	 argument: struct foo
