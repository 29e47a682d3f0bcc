-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.positional.d: [D_SYNTAX] line 8: format conversion #1 uses unsupported positional format (%n$)
