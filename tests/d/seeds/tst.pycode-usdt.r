CPU     ID                    FUNCTION:NAME
  X      N                  :function-entry   pyfuncs.py  <module>                                            0
  X      N                  :function-entry   pyfuncs.py  Counter                                            14
  X      N                  :function-entry   pyfuncs.py  __init__                                           15
  X      N                  :function-entry   pyfuncs.py  bump                                               18
  X      N                  :function-entry   pyfuncs.py  middle                                             10
  X      N                  :function-entry   pyfuncs.py  leaf                                                6
  X      N                  :function-entry   pyfuncs.py  bump                                               18
  X      N                  :function-entry   pyfuncs.py  middle                                             10
  X      N                  :function-entry   pyfuncs.py  leaf                                                6
-- @@stderr --
dtrace: script 'tst.pycode-usdt.d' matched 1 probe
dtrace: pid PID has exited
