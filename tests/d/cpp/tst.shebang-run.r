first
second
line 10

