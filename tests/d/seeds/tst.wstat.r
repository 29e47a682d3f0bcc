  PID       writer   3       4       8K
  PID     EXECNAME  FD     OPS  KBYTES
