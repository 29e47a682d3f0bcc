

              vmlinux`do_syscall_64+0xOFF
              vmlinux`entry_SYSCALL_64_after_hwframe+0xOFF
               20
