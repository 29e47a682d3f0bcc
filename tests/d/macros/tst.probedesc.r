
  getpid                                                            3
