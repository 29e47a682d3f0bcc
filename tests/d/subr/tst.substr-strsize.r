[0123456789abcde]
[56789abcde]
[abcde]
[cde]

