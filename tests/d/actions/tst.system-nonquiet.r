CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN hello


-- @@stderr --
dtrace: script 'tst.system-nonquiet.d' matched 1 probe
dtrace: allowing destructive actions
