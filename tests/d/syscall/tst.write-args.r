
entry 123
entry 123
return 123
return 123
