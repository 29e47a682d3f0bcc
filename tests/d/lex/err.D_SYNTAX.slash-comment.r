-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.slash-comment.d: [D_SYNTAX] line 7: syntax error near "/"
