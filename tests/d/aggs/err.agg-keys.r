-- @@stderr --
dtrace: failed to compile script err.agg-keys.d: line 6: aggregation @a key #1 is incompatible with prototype:
	prototype: int
	 argument: string
