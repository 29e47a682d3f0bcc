still tracing

-- @@stderr --
dtrace: error on enabled probe ID 1 (ID N: syscall:vmlinux:getpid:entry): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 2 (ID N: syscall:vmlinux:getpid:entry): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 3 (ID N: syscall:vmlinux:getpid:entry): invalid address (0x0) in action #2
