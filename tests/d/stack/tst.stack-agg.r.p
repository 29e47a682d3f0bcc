# keep the system call path's frames (offsets vary), flag ours; entries
# that differ only in the frames dropped here (a call that took another
# path through the entry code) are merged, their counts added
sh ../../harness/norm/norm.sh pid |
sed -E -e '/^ {14}vmlinux`(do_syscall_64|entry_SYSCALL_64_after_hwframe)\+0x[0-9a-f]+$/{s/\+0x[0-9a-f]+$/+0xOFF/;b}' \
    -e '/^ {14}(bpf`|.*bpf_trace_run)/{s/.*/BPF FRAME/;b}' \
    -e '/^ {14}[a-z_0-9]+`[A-Za-z_0-9.]+\+0x[0-9a-f]+$/d' |
awk '/^ +[0-9]+$/ { n[key] += $1; if (!(key in seen)) { seen[key] = 1; order[++k] = key } key = ""; next }
     /^$/ { next }
     { key = key $0 "\n" }
     END { printf "\n"; for (i = 1; i <= k; i++) printf "\n%s%17d\n", order[i], n[order[i]] }'
