
  y                                                                -2
  x                                                                 3
  y                                                                -9
  x                                                                 9
