CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN hello 42


-- @@stderr --
dtrace: script 'tst.printf-nonquiet.d' matched 1 probe
