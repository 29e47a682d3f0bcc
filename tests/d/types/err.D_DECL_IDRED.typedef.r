-- @@stderr --
dtrace: failed to compile script err.D_DECL_IDRED.typedef.d: [D_DECL_IDRED] line 7: typedef redeclared: foo_t
