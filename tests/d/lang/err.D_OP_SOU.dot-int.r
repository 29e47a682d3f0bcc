-- @@stderr --
dtrace: failed to compile script err.D_OP_SOU.dot-int.d: [D_OP_SOU] line 9: operator . cannot be applied to type "int"; must be applied to a struct or union
