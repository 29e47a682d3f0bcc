[NULL] [foo] [f]
[bar] [foo] [NULL]
[a] [b]
[c] [NULL]
[usr] [lib]
[x=1]
[;y]
[2]

