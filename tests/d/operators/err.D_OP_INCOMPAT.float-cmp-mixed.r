-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.float-cmp-mixed.d: [D_OP_INCOMPAT] line 9: operands have incompatible types: "float" == "double"
