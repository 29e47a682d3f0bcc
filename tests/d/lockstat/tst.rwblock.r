blocked: 1, bad values: 0, other locks: 0, held: 1

