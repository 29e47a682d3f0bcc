CPU     ID                    FUNCTION:NAME
CPU ID :tick-1s           1
CPU ID :tick-1s           2
CPU ID :tick-1s 

-- @@stderr --
dtrace: script 'tst.xcounter.d' matched 2 probes
