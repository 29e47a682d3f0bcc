/*
 * A kernel variable on a kernel whose /proc/kallsyms lists no data
 * symbols (built without CONFIG_KALLSYMS_ALL): the error says why.
 * @@noroot
 * @@args: -e
 */
BEGIN { trace(`jiffies + vmlinux`max_pfn); }
