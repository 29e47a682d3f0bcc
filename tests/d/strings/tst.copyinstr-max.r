/dev 4

