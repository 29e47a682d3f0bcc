-- @@stderr --
dtrace: failed to compile script err.D_IDENT_UNDEF.nosym.d: [D_IDENT_UNDEF] line 6: failed to resolve `no_such_symbol_here: Unknown symbol name
