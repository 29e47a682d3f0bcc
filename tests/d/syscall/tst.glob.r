
  getpid                                              entry                                                             3
  getpid                                              return                                                            6
