
  b                                                         0                1
  a                                                         1                1
  b                                                         1                1
  c                                                         1                1
  a                                                         2                1
