-- @@stderr --
dtrace: failed to compile script err.D_PDESC_ZERO.uncontended.d: [D_PDESC_ZERO] line 5: lockstat:::adaptive-acquire is not available on this kernel: uncontended lock operations have no tracepoint on Linux (only contended waits are visible: adaptive-spin, adaptive-block, spin-spin, rw-spin, rw-block, adaptive-acquire-error)
