-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.int.d: [D_OP_INCOMPAT] line 6: inline S definition uses incompatible types: "string" = "int"
