-- @@stderr --
dtrace: failed to compile script err.D_ARR_BOUNDS.const.d: [D_ARR_BOUNDS] line 10: index 5 is out of range for array of 5 elements
