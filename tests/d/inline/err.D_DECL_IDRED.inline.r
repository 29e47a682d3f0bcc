-- @@stderr --
dtrace: failed to compile script err.D_DECL_IDRED.inline.d: [D_DECL_IDRED] line 7: identifier redefined: X
	 current: inline definition
	previous: scalar inline
