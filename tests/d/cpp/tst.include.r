hello from a header 42

