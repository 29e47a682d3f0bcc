-- @@stderr --
dtrace: failed to compile script err.D_PRINTF_FMT_EMPTY.empty.d: [D_PRINTF_FMT_EMPTY] line 6: printf( ) format string is empty
