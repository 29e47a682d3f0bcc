-- @@stderr --
dtrace: failed to compile script err.D_OP_ARRFUN.self-array.d: [D_OP_ARRFUN] line 10: operator = may not be applied to operand of type "int [3]"
