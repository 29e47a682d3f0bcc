-- @@stderr --
dtrace: failed to compile script err.D_OP_ARRFUN.whole-array.d: [D_OP_ARRFUN] line 11: operator = may not be applied to operand of type "int [4]"
