-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.struct-mismatch.d: [D_OP_INCOMPAT] line 11: operands have incompatible types: "struct foo" = "struct task_struct"
