-- @@stderr --
dtrace: failed to compile script err.D_DECL_USELESS.int.d: [D_DECL_USELESS] line 6: useless declaration
