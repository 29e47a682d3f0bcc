
  getpid_loop                                                       3
