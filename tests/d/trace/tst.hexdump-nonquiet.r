CPU     ID                    FUNCTION:NAME
  X      N                      write:entry 
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 41 42 20 00 01 7e 7f 80 ff 0a 0d 09 62 63 7a 7b  AB ..~......bcz{
        10: 01 00 00 00 fe ff ff ff                          ........

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 01 00 00 00 fe ff ff ff                          ........


