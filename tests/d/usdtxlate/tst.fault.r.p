sed -E 's/\(ID [0-9]+: xltest[0-9]+:/(ID N: xltestPID:/'
