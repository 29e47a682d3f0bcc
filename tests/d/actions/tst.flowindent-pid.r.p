exec sed -E 's/^[ 0-9]{2}[0-9] /  X /; s/pid [0-9]+/pid PID/; s/matched [0-9]+ probes/matched N probes/'
