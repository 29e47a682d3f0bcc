-- @@stderr --
dtrace: failed to compile script err.D_PRINTF_ARG_TYPE.a-double.d: [D_PRINTF_ARG_TYPE] line 8: printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %a
	 prototype: pointer or integer
	  argument: double
