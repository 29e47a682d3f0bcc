-- @@stderr --
dtrace: failed to compile script err.D_KEY_TYPE.float-int.d: [D_KEY_TYPE] line 8: aggregation @a key #1 is incompatible with prototype:
	prototype: int
	 argument: double
