-- @@stderr --
dtrace: failed to compile script err.D_OP_PTR.fds.d: [D_OP_PTR] line 6: operator -> must be applied to a pointer
