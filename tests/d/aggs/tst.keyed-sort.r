
  b                                                                 1
  c                                                                 2
  a                                                                 3
