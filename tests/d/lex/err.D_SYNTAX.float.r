-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.float.d: [D_SYNTAX] line 8: floating-point constants are not permitted
