
  B                                                                 1
  a                                                                 1
  m                                                                 1
  zz                                                                1
