-- @@stderr --
dtrace: failed to compile script err.D_OP_SCALAR.float-land.d: [D_OP_SCALAR] line 9: operator && requires operands of scalar type
