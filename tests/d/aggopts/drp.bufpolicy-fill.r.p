# the trigger may move between CPUs: one drop line per CPU and report,
# any count; keep one
sed -E 's/^dtrace: [0-9]+ drops? on CPU [0-9]+$/dtrace: N drops on CPU C/' |
    awk '/^dtrace: N drops on CPU C$/ { if (seen++) next } { print }'
