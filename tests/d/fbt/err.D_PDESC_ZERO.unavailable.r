-- @@stderr --
dtrace: failed to compile script err.D_PDESC_ZERO.unavailable.d: [D_PDESC_ZERO] line 5: fbt provider is not available on this kernel (fentry/fexit: Operation not permitted; kprobes: not configured)
