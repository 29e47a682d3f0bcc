path [/proc/version]
rdonly 1
bad fds 1 1

