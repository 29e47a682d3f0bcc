-- @@stderr --
dtrace: failed to compile script err.D_ACT_SPEC.freopen.d: [D_ACT_SPEC] line 5: destructive actions may not follow speculate( )
