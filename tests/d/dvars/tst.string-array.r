[] [hello] [hello, world]

