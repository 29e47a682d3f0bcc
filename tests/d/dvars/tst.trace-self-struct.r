
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 44 33 22 11 68 69 00 00 ff ff ff ff ff ff ff ff  D3".hi..........
hi
