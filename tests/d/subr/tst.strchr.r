[/b/c] [/c]
[fooeyfooeyfoo] [foo]
[yfooeyfoo] [yfoo]
1 1
1 1
[] []
[eyfoo]
[cabc]

