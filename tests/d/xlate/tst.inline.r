1 dtrace

  dtrace                                                            1
