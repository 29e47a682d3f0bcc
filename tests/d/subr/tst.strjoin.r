[foobar]
[]
[a]
[b]
[xyxy]
[abcd]
[dtraceBEGIN]

