I/O 1, waited 1, all done 1, bad 0

