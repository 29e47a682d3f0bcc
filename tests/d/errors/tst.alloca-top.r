ok 65 d
epid 2 fault 1 at 1
epid 3 fault 1 at 1

-- @@stderr --
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): invalid address (0xADDR) in action #3
dtrace: error on enabled probe ID 3 (ID 1: dtrace:::BEGIN): invalid address (0xADDR) in action #3
