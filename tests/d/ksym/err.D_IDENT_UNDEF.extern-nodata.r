-- @@stderr --
dtrace: failed to compile script err.D_IDENT_UNDEF.extern-nodata.d: [D_IDENT_UNDEF] line 12: failed to resolve `sysctl_perf_event_paranoid: Unknown symbol name (this kernel's /proc/kallsyms lists functions but no data symbols: it was built without CONFIG_KALLSYMS_ALL, so kernel variables cannot be named)
