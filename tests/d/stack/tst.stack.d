/*
 * stack() as an action, not quiet: the record line ends with its blank,
 * then "\n" and the kernel frames (module`function+0xoffset, the core
 * kernel being "vmlinux") indented by 14 blanks, then the record's "\n".
 * Which frames the kernel shows varies; the .r.p filter keeps those of
 * the x86-64 system call path, and the tracing machinery (BPF program,
 * bpf_trace_run) must not appear above the probe site.
 * @@trigger: ustack 1000
 */
syscall::getpid:entry
/pid == $target/
{
	stack();
	exit(0);
}
