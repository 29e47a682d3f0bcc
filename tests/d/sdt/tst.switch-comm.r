sleeper 1 1

