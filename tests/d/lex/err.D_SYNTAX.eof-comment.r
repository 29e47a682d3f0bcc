-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.eof-comment.d: [D_SYNTAX] line 10: end-of-file encountered before matching */
