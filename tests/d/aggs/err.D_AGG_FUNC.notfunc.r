-- @@stderr --
dtrace: failed to compile script err.D_AGG_FUNC.notfunc.d: [D_AGG_FUNC] line 6: @a must be assigned the result of an aggregating function
