
  syscall                                             vmlinux                                             getpid                                              entry                                                             2
