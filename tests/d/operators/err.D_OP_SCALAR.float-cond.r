-- @@stderr --
dtrace: failed to compile script err.D_OP_SCALAR.float-cond.d: [D_OP_SCALAR] line 9: operator ?: expression must be of scalar type
