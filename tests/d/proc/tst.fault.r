fault 5 signal 11 siginfo 11 code 1
exit 2
fault 8 signal 8 siginfo 8 code 1
exit 2

