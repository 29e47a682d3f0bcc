-- @@stderr --
dtrace: failed to compile script err.D_IDENT_UNDEF.extern-plain.d: [D_IDENT_UNDEF] line 12: failed to resolve pid_max: Unknown variable name
