entry 2
return 2 = 1
entry 4
return 4 = 1
entry 6
return 6 = 1

