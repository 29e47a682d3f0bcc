big
not huge
five

