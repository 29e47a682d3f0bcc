-- @@stderr --
dtrace: failed to compile script err.D_OP_SCALAR.float-lnot.d: [D_OP_SCALAR] line 9: operator ! requires an operand of scalar type
