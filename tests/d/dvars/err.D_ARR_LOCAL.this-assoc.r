-- @@stderr --
dtrace: failed to compile script err.D_ARR_LOCAL.this-assoc.d: [D_ARR_LOCAL] line 8: local variables may not be used as associative arrays: x
