abcdefg 7

