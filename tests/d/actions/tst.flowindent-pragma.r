CPU FUNCTION                                 
  X  => getpid                                [entry]
  X  <= getpid                                [return]

