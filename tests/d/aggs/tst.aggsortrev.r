
  a                                                                 3
  c                                                                 2
  b                                                                 1
