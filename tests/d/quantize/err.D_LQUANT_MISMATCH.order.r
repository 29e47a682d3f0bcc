-- @@stderr --
dtrace: failed to compile script err.D_LQUANT_MISMATCH.order.d: [D_LQUANT_MISMATCH] line 6: lquantize( ) base (argument #2) must be less than limit (argument #3)
