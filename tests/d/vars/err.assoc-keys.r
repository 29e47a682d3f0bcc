-- @@stderr --
dtrace: failed to compile script err.assoc-keys.d: line 6: a key #1 is incompatible with prototype:
	prototype: int
	 argument: string
