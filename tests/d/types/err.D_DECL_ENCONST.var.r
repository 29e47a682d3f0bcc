-- @@stderr --
dtrace: failed to compile script err.D_DECL_ENCONST.var.d: [D_DECL_ENCONST] line 7: enumerator 'A' must be assigned to an integral constant expression
