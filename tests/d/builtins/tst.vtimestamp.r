positive and nondecreasing: 1
grew: 1
bounded: 1

