-- @@stderr --
dtrace: failed to compile script err.D_SPEC_SPEC.twice.d: [D_SPEC_SPEC] line 7: speculate( ) may not follow speculate( )
