-- @@stderr --
dtrace: failed to compile script err.D_DECL_IDRED.action.d: [D_DECL_IDRED] line 6: identifier redefined: trace
	 current: inline definition
	previous: tracing function 
