-- @@stderr --
dtrace: failed to compile script err.D_KEY_TYPE.self-assoc-key.d: [D_KEY_TYPE] line 6: a key #1 is incompatible with prototype:
	prototype: int
	 argument: string
