a b 0 0 1

