3 4 0 seven 1

