
  d                                                              -100
  a                                                                -5
  c                                                                 0
  b                                                                 3
