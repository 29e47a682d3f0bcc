-- @@stderr --
dtrace: failed to compile script err.D_IDENT_UNDEF.plain.d: [D_IDENT_UNDEF] line 8: failed to resolve nosuchthing: Unknown variable name
