-- @@stderr --
dtrace: failed to compile script err.D_PDESC_ZERO.too-fast.d: [D_PDESC_ZERO] line 4: probe description :::tick-100us does not match any probes
