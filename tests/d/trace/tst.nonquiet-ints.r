CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN           1                   2  -1    -1         -5

-- @@stderr --
dtrace: script 'tst.nonquiet-ints.d' matched 1 probe
