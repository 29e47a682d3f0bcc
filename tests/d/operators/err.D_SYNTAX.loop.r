-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.loop.d: [D_SYNTAX] line 6: syntax error near "while"
