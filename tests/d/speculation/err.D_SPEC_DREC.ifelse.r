-- @@stderr --
dtrace: failed to compile script err.D_SPEC_DREC.ifelse.d: [D_SPEC_DREC] line 9: speculate( ) may not follow data-recording action(s)
