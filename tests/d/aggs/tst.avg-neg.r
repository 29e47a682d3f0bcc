
  neg                                                             -15
  mixed                                                            -1
  pos                                                               3
