<none> <none> 0
/dev/null 1 1

