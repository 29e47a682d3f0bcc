-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.else-alone.d: [D_SYNTAX] line 6: syntax error near "else"
