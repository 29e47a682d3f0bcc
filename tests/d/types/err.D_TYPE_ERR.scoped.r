-- @@stderr --
dtrace: failed to compile script err.D_TYPE_ERR.scoped.d: [D_TYPE_ERR] line 6: failed to resolve type struct vmlinux`no_such_struct_x
