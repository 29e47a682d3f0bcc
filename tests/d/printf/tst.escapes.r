a	b\c"dAB
[]

