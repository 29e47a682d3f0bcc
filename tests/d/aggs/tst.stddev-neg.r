
  one                                                               0
  neg                                                               2
  mixed                                                            10
