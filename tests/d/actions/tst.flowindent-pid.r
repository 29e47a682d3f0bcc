CPU FUNCTION                                 
  X  -> main                                  
  X    => getpid                              
  X    <= getpid                              
  X  <- main                                  

-- @@stderr --
dtrace: script 'tst.flowindent-pid.d' matched 4 probes
dtrace: pid PID has exited
