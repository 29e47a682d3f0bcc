-- @@stderr --
dtrace: failed to compile script err.D_ARGS_IDX.noargs.d: [D_ARGS_IDX] line 14: index 0 is out of range for xltestPID:usdt_xlate:main:query args[ ]
