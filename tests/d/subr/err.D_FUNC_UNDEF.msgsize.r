-- @@stderr --
dtrace: failed to compile script err.D_FUNC_UNDEF.msgsize.d: [D_FUNC_UNDEF] line 4: msgsize( ) is not supported on Linux: STREAMS messages (mblk_t) do not exist on Linux
