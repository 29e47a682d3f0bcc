#!/bin/sh
# Executable D scripts (docs/options.md §7): "#!DTRACE -qs" runs the script
# with its arguments as $1.., $0 is the script path as run, pragmas apply, and
# "-q -s" (two options in one interpreter argument) is a usage error.
# @@timeout: 30
. ./lib/common.sh

cat >"$T/hello.d" <<EOS
#!$DTRACE -qs
#pragma D option switchrate=100hz

BEGIN
{
	printf("%s %s %d\n", \$\$0, \$\$1, \$2 + 1);
	exit(0);
}
EOS
chmod +x "$T/hello.d"
"$T/hello.d" world 41 </dev/null >"$T/out" 2>"$T/err"
rc=$?
expect_rc 0 "executable script"
out_is "$T/hello.d world 42" ""
err_is

# The exit status of exit() comes through the interpreter.
cat >"$T/status.d" <<EOS
#!$DTRACE -qs
BEGIN { exit(\$1); }
EOS
chmod +x "$T/status.d"
"$T/status.d" 7 </dev/null >"$T/out" 2>"$T/err"
rc=$?
expect_rc 7 "exit(7) from a script"

# Run from its own directory with a relative path.
(cd "$T" && ./hello.d there 1) </dev/null >"$T/out" 2>"$T/err"
rc=$?
expect_rc 0 "./hello.d"
out_is "./hello.d there 2" ""

# Two options in the interpreter line arrive as one word "-q -s".
cat >"$T/bad.d" <<EOS
#!$DTRACE -q -s
BEGIN { exit(0); }
EOS
chmod +x "$T/bad.d"
"$T/bad.d" </dev/null >"$T/out" 2>"$T/err"
rc=$?
expect_rc 2 "#! line with '-q -s'"
finish
