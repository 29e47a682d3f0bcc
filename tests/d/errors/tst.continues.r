3

-- @@stderr --
dtrace: error on enabled probe ID 1 (ID N: profile:::tick-10ms): divide-by-zero in action #1
dtrace: error on enabled probe ID 1 (ID N: profile:::tick-10ms): divide-by-zero in action #1
dtrace: error on enabled probe ID 1 (ID N: profile:::tick-10ms): divide-by-zero in action #1
