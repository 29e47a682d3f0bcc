create: child ppid is target 1, parent procs is target 1
SIGKILL to the child 1 (thread 1)
child exit reason 2, curpsinfo ppid is target 1

