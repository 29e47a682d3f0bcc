#!/bin/sh
# Exit statuses and fatal messages (docs/output.md §11.1, §13;
# docs/options.md §4, §11).
# @@timeout: 30
. ./lib/common.sh

run -q -n 'BEGIN { exit(3); }'
expect_rc 3 "exit(3)"
run -q -n 'BEGIN { exit(256); }'
expect_rc 0 "exit(256): low 8 bits"
run -q -n 'BEGIN { exit(257); }'
expect_rc 1 "exit(257): low 8 bits"
run -q -n 'BEGIN { exit(-1); }'
expect_rc 255 "exit(-1)"
run -q -n 'BEGIN { exit(0); }' -n 'END { exit(5); }'
expect_rc 5 "the last exit() wins"

run -q -n 'BEGIN { x = ; }'
expect_rc 1 "compile error"

run -s /nonexistent/script.d
expect_rc 1 "missing script"
err_is "dtrace: failed to open /nonexistent/script.d: No such file or directory"

run -q
expect_rc 1 "no program"
err_is "dtrace: no probes specified"

printf 'int x;\n' >"$T/decl.d"
run -q -s "$T/decl.d"
expect_rc 1 "declarations only"
err_is "dtrace: no probes matched"

run -x nosuchoption -n 'BEGIN { exit(0); }'
expect_rc 1 "-x unknown option"
err_is "dtrace: failed to set -x nosuchoption: Invalid option name"

run -x bufsize=lots -n 'BEGIN { exit(0); }'
expect_rc 1 "-x bad value"
err_is "dtrace: failed to set -x bufsize: Invalid value for specified option"

# A run-time error does not change the status.
run -q -n 'BEGIN { x = 0; y = 1 / x; }' -n 'BEGIN { exit(0); }'
expect_rc 0 "run-time error"
finish
