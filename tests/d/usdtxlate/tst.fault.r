sql select 0
sql select 1

-- @@stderr --
dtrace: error on enabled probe ID 2 (ID N: xltestPID:usdt_xlate:main:done): invalid address (0x0) in action #1
dtrace: error on enabled probe ID 2 (ID N: xltestPID:usdt_xlate:main:done): invalid address (0x2) in action #1
