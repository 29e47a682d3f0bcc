-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.missing-semi.d: [D_SYNTAX] line 9: syntax error near "y"
