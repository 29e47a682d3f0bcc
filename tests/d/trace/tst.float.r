CPU     ID                    FUNCTION:NAME
  X      N                      write:entry   4614256650576692846 3223322624
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 00 00 00 00 00 00 00 c0 ff 3f 00 00 00 00 00 00  .........?......


