1 first
first!

