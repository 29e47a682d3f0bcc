
                3
  p                                                                 5
  y                                                                 2
  x                                                                 1
