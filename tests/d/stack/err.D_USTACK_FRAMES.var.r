-- @@stderr --
dtrace: failed to compile script err.D_USTACK_FRAMES.var.d: [D_USTACK_FRAMES] line 6: ustack( ) argument #1 must be a non-zero positive integral constant expression
