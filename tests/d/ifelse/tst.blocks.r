1 2
lt10
b

