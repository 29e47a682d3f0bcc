send v4 1 v6 0 dev lo len 35
receive v4 1 dev lo

