-- @@stderr --
dtrace: failed to compile script err.D_PRINTM_SIZE.nonconst.d: [D_PRINTM_SIZE] line 6: printm( ) argument #1 must be a non-zero positive integral constant expression
