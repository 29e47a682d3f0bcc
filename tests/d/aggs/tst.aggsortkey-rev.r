
  d                                                                 4
  c                                                                 2
  b                                                                 1
  a                                                                 3
