
  getpid                                                            4
