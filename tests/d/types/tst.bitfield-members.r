1 31 7 fffff 4
1 0 7 fffff

