enqueue main thread 1: cpu ok 1, pset -1, curcpu ok 1

