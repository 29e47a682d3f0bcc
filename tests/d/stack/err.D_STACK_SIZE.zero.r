-- @@stderr --
dtrace: failed to compile script err.D_STACK_SIZE.zero.d: [D_STACK_SIZE] line 6: stack( ) argument #1 must be a non-zero positive integral constant expression
