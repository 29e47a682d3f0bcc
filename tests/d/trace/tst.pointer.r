CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN                  4660                    0                    4 18446744073709551615          1

-- @@stderr --
dtrace: script 'tst.pointer.d' matched 1 probe
