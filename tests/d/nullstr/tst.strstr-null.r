1 0 0
[llo]

