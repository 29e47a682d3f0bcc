-- @@stderr --
dtrace: failed to compile script err.D_DECL_IDRED.enum2.d: [D_DECL_IDRED] line 7: identifier redeclared: A
