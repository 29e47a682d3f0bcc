1 1 1 0
2 1 1 0
3 1 1 0
4 1 1 0
5 1 1 0
6 1 1 0
7 1 1 0
8 1 1 0
9 1 1 0
10 1 1 0
11 1 1 0
12 1 1 0
13 1 1 0

-- @@stderr --
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 3 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 4 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 5 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 6 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 7 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 8 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 9 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 10 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 11 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 12 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 13 (ID 1: dtrace:::BEGIN): invalid address (0x0) in action #1
