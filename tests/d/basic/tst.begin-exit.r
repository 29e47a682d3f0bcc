CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN 

-- @@stderr --
dtrace: script 'tst.begin-exit.d' matched 1 probe
