-- @@stderr --
dtrace: failed to compile script err.D_PDESC_ZERO.nosuch.d: [D_PDESC_ZERO] line 4: probe description syscall::nosuchcall:entry does not match any probes
