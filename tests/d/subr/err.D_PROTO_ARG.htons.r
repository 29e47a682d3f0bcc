-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.htons.d: [D_PROTO_ARG] line 6: htons( ) argument #1 is incompatible with prototype:
	prototype: uint16_t
	 argument: string
