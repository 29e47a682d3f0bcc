# the drop count varies, and so may the reports (one per status
# interval); keep one
sed -E 's/^dtrace: [0-9]+ drops? on CPU [0-9]+$/dtrace: N drops on CPU C/' |
    awk '/^dtrace: N drops on CPU C$/ { if (seen++) next } { print }'
