CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN 

-- @@stderr --
dtrace: script 'tst.open-warning.d' matched 5 probes
dtrace: syscall::open:entry: glibc issues openat(2) on this platform; consider syscall::openat:entry
