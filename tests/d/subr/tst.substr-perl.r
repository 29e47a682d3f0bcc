[] [f] [foobarbazbop]
[obarb] [foobarbazbo] [foobarbazbop]
[rbazbop] [rbazbop] [zbop]
[barbazbo] [barba] []
[] [] []
[p] [] []
[p] [obarbazbop]

