-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.suffix-order.d: [D_SYNTAX] line 9: syntax error near "u"
