[0.0.0.0] [0.0.0.0]
[255.255.255.255] [255.255.255.255]
[192.168.1.23]
[10.0.0.1]
[127.0.0.1]
fault 1 at the user address 1

-- @@stderr --
dtrace: error on enabled probe ID 2 (ID N: syscall:vmlinux:write:entry): invalid address (0xADDR) in action #2
