-- @@stderr --
dtrace: failed to compile script err.D_SPEC_DREC.afterprintf.d: [D_SPEC_DREC] line 7: speculate( ) may not follow data-recording action(s)
