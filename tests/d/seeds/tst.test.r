CPU FUNCTION                                 
  X  => write                                 Written 7 bytes
  X    => write                               Written 7 bytes
  X      => write                             Written 7 bytes

