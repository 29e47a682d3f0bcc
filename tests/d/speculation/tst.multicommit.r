ids 1 2 3
on 3
on 2

