-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.reserved.d: [D_SYNTAX] line 8: syntax error near "while"
