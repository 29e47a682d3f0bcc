-- @@stderr --
dtrace: failed to compile script err.D_DECL_IDRED.var-type.d: [D_DECL_IDRED] line 7: identifier redeclared: x
	 current: scalar long
	previous: scalar int
