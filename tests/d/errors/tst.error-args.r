epid 1 action 0 fault 4 addr 0
epid 2 action 3 fault 1 addr 8

-- @@stderr --
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): divide-by-zero in predicate
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): invalid address (0x8) in action #3
