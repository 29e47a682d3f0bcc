-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.noname.d: [D_SYNTAX] line 8: format conversion #1 name expected before end of format string
