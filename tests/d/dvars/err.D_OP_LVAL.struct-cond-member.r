-- @@stderr --
dtrace: failed to compile script err.D_OP_LVAL.struct-cond-member.d: [D_OP_LVAL] line 11: operator = requires modifiable lvalue as an operand
