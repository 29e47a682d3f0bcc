-- @@stderr --
dtrace: failed to compile script err.D_OP_SCALAR.float-incr.d: [D_OP_SCALAR] line 9: operator ++ requires operand of scalar type
