grep '^dtrace:'
