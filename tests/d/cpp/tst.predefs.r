linux
2000000

