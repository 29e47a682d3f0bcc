-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.sou-member.d: [D_OP_INCOMPAT] line 14: operands have incompatible types: "struct pt_s" + "int"
