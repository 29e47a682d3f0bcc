CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN 

                1
-- @@stderr --
dtrace: script 'tst.no-record.d' matched 3 probes
