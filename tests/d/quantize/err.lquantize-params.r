-- @@stderr --
dtrace: failed to compile script err.lquantize-params.d: line 6: @: lquantize( ) parameters must match those of the first use
