-- @@stderr --
dtrace: failed to compile script err.D_DECL_IDRED.redefine.d: [D_DECL_IDRED] line 6: identifier redefined: O_CREAT
	 current: inline definition
	previous: scalar inline
