hello from a header 8

