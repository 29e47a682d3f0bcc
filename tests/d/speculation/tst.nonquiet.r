CPU     ID                    FUNCTION:NAME
  X      N                           :BEGIN          42
  X      N                           :BEGIN 
  X      N                       :tick-10ms 

-- @@stderr --
dtrace: script 'tst.nonquiet.d' matched 5 probes
