-- @@stderr --
dtrace: failed to compile script err.D_AGG_COMM.sum.d: [D_AGG_COMM] line 7: aggregating actions may not follow commit( )
