# keep the system call path's frames (offsets vary), flag ours
sh ../../harness/norm/norm.sh pid |
sed -E -e '/^ {14}vmlinux`(do_syscall_64|entry_SYSCALL_64_after_hwframe)\+0x[0-9a-f]+$/{s/\+0x[0-9a-f]+$/+0xOFF/;b}' \
    -e '/^ {14}(bpf`|.*bpf_trace_run)/{s/.*/BPF FRAME/;b}' \
    -e '/^ {14}[a-z_0-9]+`[A-Za-z_0-9.]+\+0x[0-9a-f]+$/d'
