hello 42 43

