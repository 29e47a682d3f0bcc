-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.string.d: [D_OP_INCOMPAT] line 6: inline S definition uses incompatible types: "int" = "string"
