-- @@stderr --
dtrace: failed to compile script err.D_OP_LVAL.store-rvalue.d: [D_OP_LVAL] line 9: operator = requires modifiable lvalue as an operand
