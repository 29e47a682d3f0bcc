sed -E 's/xltest[0-9]+:/xltestPID:/'
