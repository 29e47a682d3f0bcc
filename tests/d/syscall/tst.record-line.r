CPU     ID                    FUNCTION:NAME
  X      N                     getpid:entry 1
  X      N                     getpid:entry 1

-- @@stderr --
dtrace: script 'tst.record-line.d' matched 2 probes
dtrace: pid PID has exited
