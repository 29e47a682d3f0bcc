epid 1 action 1 fault 1 curthread
epid 2 action 1 fault 1 NULL
epid 3 action 3 fault 1 other
epid 4 action 2 fault 1 other
7

-- @@stderr --
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): invalid address (0xADDR) in action #1
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): invalid address (0xADDR) in action #1
dtrace: error on enabled probe ID 3 (ID 1: dtrace:::BEGIN): invalid address (0xADDR) in action #3
dtrace: error on enabled probe ID 4 (ID 1: dtrace:::BEGIN): invalid address (0xADDR) in action #2
