CPU     ID                    FUNCTION:NAME
  X      1                           :BEGIN loudquiet

  X      1                           :BEGIN loud againquiet again

-- @@stderr --
dtrace: script 'tst.setopt.d' matched 4 probes
dtrace: error on enabled probe ID 3 (ID 1: dtrace:::BEGIN): couldn't set option "bufsize" to "1m": Operation illegal when tracing is active
dtrace: error on enabled probe ID 3 (ID 1: dtrace:::BEGIN): couldn't set option "nosuchoption": Invalid option name
dtrace: error on enabled probe ID 3 (ID 1: dtrace:::BEGIN): couldn't set option "aggsortpos" to "x": Invalid value for specified option
