-- @@stderr --
dtrace: failed to compile script err.D_PRINTM_ADDR.int.d: [D_PRINTM_ADDR] line 6: printm( ) argument #2 is incompatible with prototype:
	prototype: uintptr_t *
	 argument: int
