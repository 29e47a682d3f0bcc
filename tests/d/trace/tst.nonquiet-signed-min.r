CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN  -128 -32768 -2147483648 -9223372036854775808 127 32767

-- @@stderr --
dtrace: script 'tst.nonquiet-signed-min.d' matched 1 probe
