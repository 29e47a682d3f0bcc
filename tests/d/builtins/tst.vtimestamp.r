rounds 5, spin right 5, sleep right 5
went back: 0 in all system calls

