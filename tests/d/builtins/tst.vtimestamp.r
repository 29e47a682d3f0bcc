busy within 20%: 1
busy at most elapsed: 1
sleep adds under 1 ms: 1
sleep elapsed >= 100 ms: 1
went back: 0 in over 1000 system calls

