CPU     ID                    FUNCTION:NAME
  X      N                     getpid:entry 
              vmlinux`do_syscall_64+0xOFF
              vmlinux`entry_SYSCALL_64_after_hwframe+0xOFF


-- @@stderr --
dtrace: script 'tst.stack.d' matched 2 probes
