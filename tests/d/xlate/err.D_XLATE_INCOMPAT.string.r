-- @@stderr --
dtrace: failed to compile script err.D_XLATE_INCOMPAT.string.d: [D_XLATE_INCOMPAT] line 7: translator member a definition uses incompatible types: "int" = "string"
