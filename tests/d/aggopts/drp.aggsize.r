
        1                1
        2                1
        3                1
        4                1
        5                1
        6                1
        7                1
        8                1
        9                1
       10                1
       11                1
       12                1
       13                1
       14                1
       15                1
       16                1
-- @@stderr --
dtrace: 3 aggregation drops on CPU C
