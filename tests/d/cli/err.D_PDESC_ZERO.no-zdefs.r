-- @@stderr --
dtrace: failed to compile script err.D_PDESC_ZERO.no-zdefs.d: [D_PDESC_ZERO] line 6: probe description nosuchprov:::nosuchprobe does not match any probes
