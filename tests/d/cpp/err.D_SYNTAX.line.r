-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.line.d: [D_SYNTAX] line 13: syntax error near ")"
