-- @@stderr --
dtrace: failed to compile script err.D_OP_LVAL.struct-whole.d: [D_OP_LVAL] line 10: operator = requires modifiable lvalue as an operand
