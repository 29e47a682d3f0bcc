
                4
-- @@stderr --
dtrace: script 'tst.aggs-only.d' matched 2 probes
dtrace: pid PID has exited
