CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN  255 65535 4294967295 18446744073709551615   0     0          0                    0

-- @@stderr --
dtrace: script 'tst.nonquiet-unsigned.d' matched 1 probe
