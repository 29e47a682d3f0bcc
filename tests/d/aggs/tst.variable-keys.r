
  key                                                       4                9
