abcdefg|7

