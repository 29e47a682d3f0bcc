pid_add 2

