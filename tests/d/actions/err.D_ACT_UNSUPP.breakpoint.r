-- @@stderr --
dtrace: failed to compile script err.D_ACT_UNSUPP.breakpoint.d: [D_ACT_UNSUPP] line 6: breakpoint( ) is not supported on Linux: a BPF program cannot enter a kernel debugger
