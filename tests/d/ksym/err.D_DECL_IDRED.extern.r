-- @@stderr --
dtrace: failed to compile script err.D_DECL_IDRED.extern.d: [D_DECL_IDRED] line 8: identifier redeclared: D`pid_max
	 current: long
	previous: int
