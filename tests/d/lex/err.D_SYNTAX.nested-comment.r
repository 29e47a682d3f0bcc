-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.nested-comment.d: [D_SYNTAX] line 2: /* encountered inside a comment
