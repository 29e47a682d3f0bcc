-- @@stderr --
dtrace: failed to compile script err.D_IDENT_UNDEF.nolibs.d: [D_IDENT_UNDEF] line 6: failed to resolve O_CREAT: Unknown variable name
