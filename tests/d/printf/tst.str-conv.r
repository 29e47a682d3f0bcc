[abc]
[       abc]
[abc       ]
[ab]
[    a]
[abc]
[]
[abc|def]

