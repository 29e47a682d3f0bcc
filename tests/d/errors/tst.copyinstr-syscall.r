
-- @@stderr --
dtrace: error on enabled probe ID 1 (ID N: syscall:vmlinux:getpid:entry): invalid address (0x10) in action #1
