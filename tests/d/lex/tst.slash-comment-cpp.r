3 a//b

