-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.twostars.d: [D_SYNTAX] line 8: format conversion #1 has more than one '*' specified for the output precision
