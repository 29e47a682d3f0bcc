tick-1s 1

