abcd
