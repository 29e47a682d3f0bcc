[/b/c] [/c]
[fooeyfooeyfoo] [foo]
[yfooeyfoo] [yfoo]
[] []
[] []
[] []
[eyfoo]
[cabc]

