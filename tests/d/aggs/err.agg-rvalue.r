-- @@stderr --
dtrace: failed to compile script err.agg-rvalue.d: line 6: aggregation @a may not be used in an expression; use printa( ) to print it
