-- @@stderr --
dtrace: failed to compile script err.D_OFFSETOF_TYPE.int.d: [D_OFFSETOF_TYPE] line 6: offsetof operand must be a struct or union type
