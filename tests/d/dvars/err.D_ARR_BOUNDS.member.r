-- @@stderr --
dtrace: failed to compile script err.D_ARR_BOUNDS.member.d: [D_ARR_BOUNDS] line 10: index 2 is out of range for array of 2 elements
