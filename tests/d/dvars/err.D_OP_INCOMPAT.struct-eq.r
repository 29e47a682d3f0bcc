-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.struct-eq.d: [D_OP_INCOMPAT] line 11: operands have incompatible types: "struct foo" == "struct foo"
