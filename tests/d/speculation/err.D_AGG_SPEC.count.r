-- @@stderr --
dtrace: failed to compile script err.D_AGG_SPEC.count.d: [D_AGG_SPEC] line 7: aggregating actions may not follow speculate( )
