-- @@stderr --
dtrace: failed to compile script err.D_ADDROF_LVAL.value.d: [D_ADDROF_LVAL] line 14: unacceptable operand for unary & operator
