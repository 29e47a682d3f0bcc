epid 1 fault 1 addr 0
epid 2 fault 1 addr 0
epid 3 fault 1 addr 0
epid 4 fault 1 addr 0

-- @@stderr --
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 3 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 4 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #2
