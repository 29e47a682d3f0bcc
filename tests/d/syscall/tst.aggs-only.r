
                4
-- @@stderr --
dtrace: script 'tst.aggs-only.d' matched 1 probe
dtrace: pid PID has exited
