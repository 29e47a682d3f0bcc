sleeper old pid 1 argc 3
switched in: 1

