-- @@stderr --
dtrace: failed to compile script err.D_DECL_ARRSUB.neg.d: [D_DECL_ARRSUB] line 6: positive integral constant expression or tuple signature expected as array declaration subscript
