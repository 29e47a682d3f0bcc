CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN 

-- @@stderr --
dtrace: script 'tst.cleanrate.d' matched 1 probe
dtrace: cleaning rate reduced to 5000 hz
