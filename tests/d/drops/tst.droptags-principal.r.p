# the records that got through vary, so do the drop lines
grep -v ' getpid_loop 0123' |
    sed -E 's/^dtrace: \[DTRACEDROP_PRINCIPAL\] [0-9]+ drops? on CPU [0-9]+$/dtrace: [DTRACEDROP_PRINCIPAL] N drops on CPU C/' |
    awk '/^dtrace: \[DTRACEDROP_PRINCIPAL\] N drops on CPU C$/ { if (seen++) next } { print }'
