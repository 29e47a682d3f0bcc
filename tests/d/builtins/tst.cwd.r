cwd [/sys/kernel]
root [/]
execargs [chdir /sys/kernel 1000]
zonename [global]

