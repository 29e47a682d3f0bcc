-- @@stderr --
dtrace: failed to compile script err.D_AGG_REDEF.func.d: [D_AGG_REDEF] line 6: aggregation redefined: @a
	 current: @a = count( )
	previous: @a = sum( ) : line 6
