-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.string-eof.d: [D_SYNTAX] line 8: syntax error near """
