#!/bin/sh
# Where system()'s command writes: dtrace's standard output, as system(3)
# in DTrace's consumer.  Without -o that is the traced output, and
# freopen() (which in DTrace reopens stdout itself) takes the command's
# output along, in order with printf() before and after it; with -o FILE
# traced data goes to FILE while the command still writes to dtrace's
# stdout (also after a freopen() of the -o stream).
# @@timeout: 60
. ./lib/common.sh

# no -o: stdout, then a freopen()ed file, then stdout again
run -wq -n "BEGIN { printf(\"a1\\n\"); system(\"echo a2\"); printf(\"a3\\n\");
    freopen(\"$T/f\"); printf(\"b1\\n\"); system(\"echo b2\"); printf(\"b3\\n\");
    system(\"echo b4\"); freopen(\"\"); printf(\"c1\\n\"); system(\"echo c2\");
    exit(0); }"
expect_rc 0 "system, freopen"
out_is "a1" "a2" "a3" "c1" "c2" ""
file_is "$T/f" "b1" "b2" "b3" "b4"
err_is

# dtrace's stdout a file too: the same order there
"$DTRACE" -wq -n "BEGIN { printf(\"x1\\n\"); system(\"echo x2\");
    printf(\"x3\\n\"); exit(0); }" </dev/null >"$T/so" 2>"$T/err"
rc=$?
expect_rc 0 "system, stdout a file"
file_is "$T/so" "x1" "x2" "x3" ""

# -o FILE: printf() into FILE, the command's output on stdout
run -wq -o "$T/o" -n 'BEGIN { printf("p1\n"); system("echo s1");
    printf("p2\n"); system("echo s2"); exit(0); }'
expect_rc 0 "system, -o"
out_is "s1" "s2"
file_is "$T/o" "p1" "p2" ""
err_is

# -o FILE and freopen(): traced data moves, the command's output does not
run -wq -o "$T/o2" -n "BEGIN { printf(\"p1\\n\"); freopen(\"$T/f2\");
    printf(\"p2\\n\"); system(\"echo s1\"); exit(0); }"
expect_rc 0 "system, -o, freopen"
out_is "s1"
file_is "$T/o2" "p1"
file_is "$T/f2" "p2" ""
err_is

finish
