-- @@stderr --
dtrace: failed to compile script err.D_CAST_INVAL.string-int.d: [D_CAST_INVAL] line 8: invalid cast expression: "string" to "int"
