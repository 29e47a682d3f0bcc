CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN 

-- @@stderr --
dtrace: script 'tst.x-later-wins.d' matched 1 probe
