grep -e PID -e '^ *[0-9]* *writer '| sed -E 's/^ *[0-9]+ /  PID /' | sort -u
