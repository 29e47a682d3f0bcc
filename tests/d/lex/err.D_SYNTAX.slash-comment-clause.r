-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.slash-comment-clause.d: [D_SYNTAX] line 8: syntax error near "/"
