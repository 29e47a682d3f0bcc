-- @@stderr --
dtrace: failed to compile script err.D_OP_LVAL.literal.d: [D_OP_LVAL] line 8: operator = requires modifiable lvalue as an operand
