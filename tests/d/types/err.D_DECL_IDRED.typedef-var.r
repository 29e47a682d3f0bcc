-- @@stderr --
dtrace: failed to compile script err.D_DECL_IDRED.typedef-var.d: [D_DECL_IDRED] line 7: global variable identifier redeclared: x
