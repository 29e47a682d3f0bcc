-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.float-assign-self.d: [D_OP_INCOMPAT] line 9: operands have incompatible types: "float" = "float"
