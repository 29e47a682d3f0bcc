-- @@stderr --
dtrace: failed to compile script err.D_DECL_IDRED.enumerator.d: [D_DECL_IDRED] line 7: identifier redefined: A
	 current: inline definition
	previous: enumerator inline
