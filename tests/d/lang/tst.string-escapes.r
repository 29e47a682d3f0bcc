a	b|
3 3
ABC

