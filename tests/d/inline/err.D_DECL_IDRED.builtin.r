-- @@stderr --
dtrace: failed to compile script err.D_DECL_IDRED.builtin.d: [D_DECL_IDRED] line 6: identifier redefined: pid
	 current: inline definition
	previous: scalar 
