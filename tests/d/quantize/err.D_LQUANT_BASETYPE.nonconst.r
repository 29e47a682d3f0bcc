-- @@stderr --
dtrace: failed to compile script err.D_LQUANT_BASETYPE.nonconst.d: [D_LQUANT_BASETYPE] line 6: lquantize( ) argument #1 must be an integer constant
