
  getpid                                                            7
