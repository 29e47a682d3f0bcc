-- @@stderr --
dtrace: failed to compile script err.D_DECL_IDRED.enumerator.d: [D_DECL_IDRED] line 6: identifier redeclared: pid
