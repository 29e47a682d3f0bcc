one 1
two 2
three 3
three 3
two 2
one 1
one 1
three 3
two 2

