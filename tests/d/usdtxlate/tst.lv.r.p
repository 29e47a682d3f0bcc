sed -E 's/^ *[0-9]+ +xltest[0-9]+ +/ ID xltestPID /'
