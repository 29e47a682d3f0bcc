[0123456789abcde]
[0123456789abcde]

-- @@stderr --
dtrace: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): out of scratch space in action #1
