-- @@stderr --
dtrace: failed to compile script err.D_DECL_INCOMPLETE.var.d: [D_DECL_INCOMPLETE] line 7: incomplete struct/union/enum struct fwd: x
