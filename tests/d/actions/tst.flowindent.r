CPU FUNCTION                                 
  X | :BEGIN                                  
  X  => getpid                                
  X  => getpid                                          1
  X  <= getpid                                
  X  => getpid                                
  X  => getpid                                          1
  X  <= getpid                                
  X | :END                                    

-- @@stderr --
dtrace: script 'tst.flowindent.d' matched N probes
dtrace: pid PID has exited
