-- @@stderr --
dtrace: failed to compile script err.D_OP_LVAL.store-struct.d: [D_OP_LVAL] line 13: operator = requires modifiable lvalue as an operand
