-- @@stderr --
dtrace: failed to compile script err.D_XLATE_REDECL.twice.d: [D_XLATE_REDECL] line 8: translator from int to struct out has already been declared
