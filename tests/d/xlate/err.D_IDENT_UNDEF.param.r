-- @@stderr --
dtrace: failed to compile script err.D_IDENT_UNDEF.param.d: [D_IDENT_UNDEF] line 8: failed to resolve x: Unknown variable name
