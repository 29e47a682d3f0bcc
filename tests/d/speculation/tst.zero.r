x 0

