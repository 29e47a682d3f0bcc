entry ia32:write fd /dev/null count 7 buf ia32ok
return 7 7 errno 0
entry ia32:write fd /dev/null count 7 buf ia32ok
return 7 7 errno 0
entry ia32:write fd /dev/null count 7 buf ia32ok
return 7 7 errno 0
entry ia32:write fd -1 count 7 buf ia32ok
return -1 -1 errno 9

