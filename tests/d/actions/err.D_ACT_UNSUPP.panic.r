-- @@stderr --
dtrace: failed to compile script err.D_ACT_UNSUPP.panic.d: [D_ACT_UNSUPP] line 6: panic( ) is not supported on Linux: a BPF program cannot panic the kernel
