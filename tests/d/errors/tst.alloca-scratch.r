epid 1 action 2 fault 5 addr 0
epid 2 action 1 fault 5 addr 0
1 1

-- @@stderr --
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): out of scratch space in action #2
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): out of scratch space in action #1
