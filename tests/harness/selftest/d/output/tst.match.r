hello
world
