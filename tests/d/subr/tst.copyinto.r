same 1

-- @@stderr --
dtrace: error on enabled probe ID 2 (ID 6: syscall:vmlinux:write:entry): invalid address (0x8) in action #2
