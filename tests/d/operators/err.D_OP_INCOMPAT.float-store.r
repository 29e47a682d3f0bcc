-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.float-store.d: [D_OP_INCOMPAT] line 9: operands have incompatible types: "double" = "int"
