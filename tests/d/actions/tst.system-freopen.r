before
back
one
two
three

