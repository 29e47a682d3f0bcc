
  B                                                                 1
  Zb                                                                1
  a                                                                 1
  ab                                                                1
  c                                                                 1
  e                                                                 1
  m                                                                 1
  q                                                                 1
  x                                                                 1
  zz                                                                1
