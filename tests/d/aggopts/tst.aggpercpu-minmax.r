
  a                                                                -2
    [CPU N]               -2
  a                                                                 5
    [CPU N]                5
  a                                                                 6
    [CPU N]                6
  a                                                                 2
    [CPU N]                2
