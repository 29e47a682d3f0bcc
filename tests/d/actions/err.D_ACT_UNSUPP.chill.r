-- @@stderr --
dtrace: failed to compile script err.D_ACT_UNSUPP.chill.d: [D_ACT_UNSUPP] line 8: chill( ) is not supported on Linux: a BPF program cannot busy-wait in the kernel
