-- @@stderr --
dtrace: failed to compile script err.D_ARR_BOUNDS.self-array.d: [D_ARR_BOUNDS] line 10: index 3 is out of range for array of 3 elements
