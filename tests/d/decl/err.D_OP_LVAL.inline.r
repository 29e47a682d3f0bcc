-- @@stderr --
dtrace: failed to compile script err.D_OP_LVAL.inline.d: [D_OP_LVAL] line 7: operator = requires modifiable lvalue as an operand
