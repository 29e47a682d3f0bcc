-- @@stderr --
dtrace: failed to compile script err.D_PDESC_ZERO.unavailable.d: [D_PDESC_ZERO] line 6: probe description fbt::do_sys_openat2:entry does not match any probes: fbt: kernel function tracing is unavailable: this kernel has no kprobes (CONFIG_KPROBES is off) and refuses fentry/fexit BPF programs
