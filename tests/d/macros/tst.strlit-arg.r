hello world

