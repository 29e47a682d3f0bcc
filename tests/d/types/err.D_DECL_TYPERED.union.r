-- @@stderr --
dtrace: failed to compile script err.D_DECL_TYPERED.union.d: [D_DECL_TYPERED] line 7: type redeclared: union u
