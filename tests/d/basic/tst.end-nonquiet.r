CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN 
  X      2                             :END end

-- @@stderr --
dtrace: script 'tst.end-nonquiet.d' matched 2 probes
