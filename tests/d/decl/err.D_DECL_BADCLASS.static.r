-- @@stderr --
dtrace: failed to compile script err.D_DECL_BADCLASS.static.d: [D_DECL_BADCLASS] line 6: specified storage class not appropriate in D
