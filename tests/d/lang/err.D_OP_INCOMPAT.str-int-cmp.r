-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.str-int-cmp.d: [D_OP_INCOMPAT] line 8: operands have incompatible types: "string" < "int"
