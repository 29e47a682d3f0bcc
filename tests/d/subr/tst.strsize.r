[0xfffff] [1234567]
[ABCDEFG] [defg]
[li] [/usr]
[abcdefg] [-1]
[100.116]
[/a/b] [/a/b]

