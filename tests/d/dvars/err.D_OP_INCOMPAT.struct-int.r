-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.struct-int.d: [D_OP_INCOMPAT] line 9: operands have incompatible types: "struct task_struct" = "int"
