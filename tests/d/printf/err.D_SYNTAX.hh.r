-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.hh.d: [D_SYNTAX] line 8: format conversion #1 is undefined: %hhd
