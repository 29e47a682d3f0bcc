
  getpid                                                            6
