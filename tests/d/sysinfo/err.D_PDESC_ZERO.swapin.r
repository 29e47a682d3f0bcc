-- @@stderr --
dtrace: failed to compile script err.D_PDESC_ZERO.swapin.d: [D_PDESC_ZERO] line 4: vminfo:::swapin is not available on this kernel: Linux never swaps whole processes and has no swap-in event
