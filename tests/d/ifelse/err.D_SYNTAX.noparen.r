-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.noparen.d: [D_SYNTAX] line 6: syntax error near "1"
