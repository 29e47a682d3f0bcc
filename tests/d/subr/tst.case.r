[MIXED] [mixed]
[A1-B_Z@[`{] [a1-b_z@[`{]
[] []
[HELLO, WORLD] [hello, world]
[dtrace]

