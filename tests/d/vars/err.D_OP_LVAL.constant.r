-- @@stderr --
dtrace: failed to compile script err.D_OP_LVAL.constant.d: [D_OP_LVAL] line 6: operator = requires modifiable lvalue as an operand
