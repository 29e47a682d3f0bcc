-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.this-struct-zero.d: [D_OP_INCOMPAT] line 12: operands have incompatible types: "struct foo" = "int"
