-- @@stderr --
dtrace: failed to compile script err.D_DECL_IDRED.var-typedef.d: [D_DECL_IDRED] line 7: typedef identifier redeclared: foo_t
