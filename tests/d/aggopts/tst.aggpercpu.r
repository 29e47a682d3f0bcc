
  a                                                                 3
    [CPU N]                3
               42
    [CPU N]               42
