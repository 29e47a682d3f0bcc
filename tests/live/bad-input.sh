#!/bin/sh
# Bad input is rejected with a message and exit status 1, or compiled,
# never a crash: 10000 nested parentheses and other deep nestings, a
# 100 KB identifier, 1 MB string literals, 10 MB scripts.  Everything
# here is compile-only (-e) except where the result is checked.
# @@timeout: 120
. ./lib/common.sh

# Debian's python3.11 (tools/install-deps.sh), not whatever python3 comes
# first in PATH (a pyenv shim, or none on a fresh machine)
PY=/usr/bin/python3.11
[ -x "$PY" ] || PY=python3

gen() {	# gen FILE PYTHON-EXPRESSION (the text)
	"$PY" -c "import sys; sys.stdout.write($2)" >"$1" ||
	    die "$PY could not write $1"
}

# too_complex NAME: compile $T/NAME.d: status 1, DTrace's message
too_complex() {
	run -e -x errtags -s "$T/$1.d"
	expect_rc 1 "$1"
	err_is "dtrace: failed to compile script $T/$1.d: [D_EXPR_DEPTH] line 1: expression too complex"
}

gen "$T/parens.d" "'BEGIN { x = ' + '(' * 10000 + '1' + ')' * 10000 + '; }\n'"
too_complex parens
gen "$T/unary.d" "'BEGIN { x = ' + '-' * 100000 + '1; }\n'"
too_complex unary
gen "$T/casts.d" "'BEGIN { x = ' + '(int)' * 100000 + '1; }\n'"
too_complex casts
gen "$T/ternary.d" "'BEGIN { x = ' + '1 ? ' * 100000 + '1' + ' : 0' * 100000 + '; }\n'"
too_complex ternary
gen "$T/assign.d" "'BEGIN { ' + 'x = ' * 100000 + '1; }\n'"
too_complex assign
gen "$T/ifs.d" "'BEGIN { ' + 'if (1) { ' * 10000 + 'x = 1;' + ' }' * 10000 + ' }\n'"
too_complex ifs
gen "$T/calls.d" "'BEGIN { x = ' + 'strlen(strjoin(' * 5000 + '\"a\"' + ', \"b\"))' * 5000 + '; }\n'"
too_complex calls

# A long chain of binary operators is a flat list, as deep as its length.
gen "$T/chain.d" "'BEGIN { x = 1' + ' + 1' * 100000 + '; }\n'"
run -e -x errtags -s "$T/chain.d"
expect_rc 1 "operator chain"
err_is "dtrace: failed to compile script $T/chain.d: [D_TOOCOMPLEX] line 1: expression too complex"

# 100000 '*' in a declarator: a pointer type that deep is fine.
gen "$T/stars.d" "'int ' + '*' * 100000 + 'p;\nBEGIN { exit(0); }\n'"
run -q -s "$T/stars.d"
expect_rc 0 "deep pointer declarator"

# A 100 KB identifier works as any other.
gen "$T/ident.d" "'BEGIN { ' + 'v' * 102400 + ' = 41; printf(\"%d\\\\n\", ' + 'v' * 102400 + ' + 1); exit(0); }\n'"
run -q -s "$T/ident.d"
expect_rc 0 "100 KB identifier"
out_is 42 ""

# A 1 MB string literal is cut to strsize, as every string is.
gen "$T/str.d" "'BEGIN { s = \"' + 'x' * 1048576 + '\"; printf(\"%d\\\\n\", strlen(s)); exit(0); }\n'"
run -q -s "$T/str.d"
expect_rc 0 "1 MB string literal"
out_is 255 ""

# 10 MB scripts: one comment; 1000 clauses with 10 KB literals (the last
# assignment wins); 650000 clauses on BEGIN, more than one probe can
# have (compile error); 10000 typedefs each naming the previous one.
gen "$T/comment.d" "'/* ' + 'c' * 10485760 + ' */\nBEGIN { printf(\"ok\\\\n\"); exit(0); }\n'"
run -q -s "$T/comment.d"
expect_rc 0 "10 MB comment"
out_is ok ""
gen "$T/lits.d" "''.join('BEGIN { s = \"%s\"; }\n' % (('%05d' % i) * 2048) for i in range(1000)) + 'BEGIN { printf(\"%s\\\\n\", substr(s, 0, 10)); exit(0); }\n'"
run -q -s "$T/lits.d"
expect_rc 0 "10 MB of string literals"
out_is 0099900999 ""
gen "$T/clauses.d" "'BEGIN { x = 1; }\n' * 650000"
run -e -s "$T/clauses.d"
expect_rc 1 "650000 clauses"
err_is "dtrace: failed to compile script $T/clauses.d: 650000 clauses enable probes of one kind (dtrace); at most 2112 are supported"
gen "$T/typedefs.d" "'typedef int t0;\n' + ''.join('typedef t%d t%d;\n' % (i, i + 1) for i in range(10000)) + 'BEGIN { x = (t10000)7; printf(\"%d %d\\\\n\", x, sizeof(t10000)); exit(0); }\n'"
run -q -s "$T/typedefs.d"
expect_rc 0 "typedef chain"
out_is "7 4" ""

# Binary junk (fixed pseudo-random bytes) is an error, not a crash.
"$PY" -c "import random, sys; r = random.Random(1); sys.stdout.buffer.write(bytes(r.randrange(1, 256) for i in range(65536)))" >"$T/junk.d"
run -e -s "$T/junk.d"
expect_rc 1 "random bytes"
finish
