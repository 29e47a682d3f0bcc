-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPLETE.arrow.d: [D_OP_INCOMPLETE] line 7: operator -> cannot be applied to a forward declaration: no struct fwd definition is available
