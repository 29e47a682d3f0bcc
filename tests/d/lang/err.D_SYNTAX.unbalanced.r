-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.unbalanced.d: [D_SYNTAX] line 8: syntax error near ";"
