400 ms
ERROR clause 2 action 2 fault 3
500 ms
ERROR clause 4 action 1 fault 3
ERROR clause 5 action 1 fault 3
tracing continues

-- @@stderr --
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): illegal operation in action #2
dtrace: error on enabled probe ID 4 (ID 1: dtrace:::BEGIN): illegal operation in action #1
dtrace: error on enabled probe ID 5 (ID 1: dtrace:::BEGIN): illegal operation in action #1
