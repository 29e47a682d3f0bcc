[a b "c"] [hello world] 42

