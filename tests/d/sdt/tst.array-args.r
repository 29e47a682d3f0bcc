connect to 127.0.0.1 (2) sizes 4 16
write nr 1 fd 4 len 5 var 5 size 48

