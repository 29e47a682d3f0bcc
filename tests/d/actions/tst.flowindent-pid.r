CPU FUNCTION                                 
  X  -> main                                  
  X    => getpid                              
  X    <= getpid                              
  X  <- main                                  

-- @@stderr --
dtrace: script 'tst.flowindent-pid.d' matched N probes
dtrace: pid PID has exited
