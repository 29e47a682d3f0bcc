
  ia32                                                getpid                                                            7
  vmlinux                                             getpid                                                            7
