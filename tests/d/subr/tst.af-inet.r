0 1 2 10
fault 3 epid 2
fault 3 epid 3

-- @@stderr --
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): illegal operation in action #1
dtrace: error on enabled probe ID 3 (ID 1: dtrace:::BEGIN): illegal operation in action #1
