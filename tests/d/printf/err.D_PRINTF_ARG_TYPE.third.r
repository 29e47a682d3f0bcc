-- @@stderr --
dtrace: failed to compile script err.D_PRINTF_ARG_TYPE.third.d: [D_PRINTF_ARG_TYPE] line 8: printf( ) argument #3 is incompatible with conversion #2 prototype:
	conversion: %s
	 prototype: char [] or string (or use stringof)
	  argument: int
