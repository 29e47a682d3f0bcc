-- @@stderr --
dtrace: failed to compile script err.D_ACT_SPEC.raise.d: [D_ACT_SPEC] line 5: destructive actions may not follow speculate( )
