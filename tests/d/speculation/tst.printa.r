count 2

