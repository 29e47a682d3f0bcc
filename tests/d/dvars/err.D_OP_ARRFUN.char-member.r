-- @@stderr --
dtrace: failed to compile script err.D_OP_ARRFUN.char-member.d: [D_OP_ARRFUN] line 12: operator = may not be applied to operand of type "char [8]"
