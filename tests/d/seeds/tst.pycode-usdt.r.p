grep -e '/pyfuncs\.py ' -e '^dtrace:' -e '^CPU' |
    sed -E 's|/.*/pyfuncs\.py |pyfuncs.py |; s/pid [0-9]+/pid PID/' |
    sh ../../harness/norm/norm.sh cpu id
