7 str 5 3

