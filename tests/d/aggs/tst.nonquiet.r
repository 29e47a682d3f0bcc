CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN 

  x                                                                 1
-- @@stderr --
dtrace: script 'tst.nonquiet.d' matched 1 probe
