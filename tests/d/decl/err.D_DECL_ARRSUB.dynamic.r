-- @@stderr --
dtrace: failed to compile script err.D_DECL_ARRSUB.dynamic.d: [D_DECL_ARRSUB] line 7: positive integral constant expression or tuple signature expected as array declaration subscript
