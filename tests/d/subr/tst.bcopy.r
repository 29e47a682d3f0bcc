[dtrace]

-- @@stderr --
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): invalid address (0x1000) in action #2
dtrace: error on enabled probe ID 3 (ID 1: dtrace:::BEGIN): invalid address (0x10) in action #2
