-- @@stderr --
dtrace: failed to compile script err.D_PRINTF_DYN_TYPE.width.d: [D_PRINTF_DYN_TYPE] line 8: printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: % * d
	 prototype: int
	  argument: string
