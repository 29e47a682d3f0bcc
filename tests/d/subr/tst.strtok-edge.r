[] [foo] [f]
[bar] [foo] []
[a] [b]
[c] []
[usr] [lib]
[x=1]
[;y]
[2]

