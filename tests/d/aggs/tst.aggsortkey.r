
  a                                                                 3
  b                                                                 1
  c                                                                 2
