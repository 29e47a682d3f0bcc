-- @@stderr --
dtrace: failed to compile script err.D_UNSUP.array-value.d: [D_UNSUP] line 10: int [3] values cannot be stored in D variables yet: x
