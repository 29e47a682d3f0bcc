CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN   dtrace                             0123456789012345678901234567890123456789  x                                

-- @@stderr --
dtrace: script 'tst.char-array.d' matched 1 probe
