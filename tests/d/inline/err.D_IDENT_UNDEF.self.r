-- @@stderr --
dtrace: failed to compile script err.D_IDENT_UNDEF.self.d: [D_IDENT_UNDEF] line 6: failed to resolve X: Unknown variable name
