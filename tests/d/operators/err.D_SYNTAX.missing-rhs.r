-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.missing-rhs.d: [D_SYNTAX] line 6: syntax error near ";"
