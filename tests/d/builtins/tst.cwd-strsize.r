cwd [/sys/ke] 7

