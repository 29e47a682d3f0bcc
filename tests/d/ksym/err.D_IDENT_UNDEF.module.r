-- @@stderr --
dtrace: failed to compile script err.D_IDENT_UNDEF.module.d: [D_IDENT_UNDEF] line 6: failed to resolve nosuchmod`jiffies: Unknown symbol name
