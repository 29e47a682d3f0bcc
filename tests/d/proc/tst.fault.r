fault 5 signal 11
exit 2
fault 8 signal 8
exit 2

