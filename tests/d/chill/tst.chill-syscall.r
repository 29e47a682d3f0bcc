calls 5
shorter than 20 ms 0

