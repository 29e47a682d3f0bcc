major faults: 1, bad 0

