1 20 first / 10 2 second

