
  /dev/null                                                         3
