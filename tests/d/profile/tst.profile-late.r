fired 1, some late 1, bad 0

