
  entry                                                            10
  return                                                           10
