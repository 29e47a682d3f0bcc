abcd 4

