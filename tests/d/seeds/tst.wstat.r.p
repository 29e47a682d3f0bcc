grep -e PID -e '^ *[0-9]* *writer  *3  *4 '| sed -E 's/^ *[0-9]+ /  PID /' | sort -u
