-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.inline.d: [D_OP_INCOMPAT] line 9: inline o definition uses incompatible types: "struct other" = "struct out"
