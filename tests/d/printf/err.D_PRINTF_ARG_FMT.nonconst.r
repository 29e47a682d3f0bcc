-- @@stderr --
dtrace: failed to compile script err.D_PRINTF_ARG_FMT.nonconst.d: [D_PRINTF_ARG_FMT] line 8: printf( ) argument #1 is incompatible with prototype:
	prototype: string constant
	 argument: int
