#!/bin/sh
# -e (compile only) and compile-error messages of -n programs (docs/output.md
# 11.1, illumos dt_set_errmsg/dt_cook_clause): no line numbers for
# strings; "in action list: " / "in predicate: " only for errors found
# while checking a clause, not for syntax errors; "[D_TAG] " first with
# -x errtags.  -e needs no privileges.  -S prints the intermediate code.
# @@timeout: 60
. ./lib/common.sh

run -e -n 'BEGIN { printf("x\n"); exit(0); }'
expect_rc 0 "-e"
out_is
err_is

run -e -n 'BEGIN { x = ; }'
expect_rc 1 "-e syntax error"
err_is 'dtrace: invalid probe specifier BEGIN { x = ; }: syntax error near ";"'

run -e -x errtags -n 'BEGIN { x = ; }'
expect_rc 1 "-e -x errtags syntax error"
err_is 'dtrace: invalid probe specifier BEGIN { x = ; }: [D_SYNTAX] syntax error near ";"'

run -e -n 'BEGIN { trace(y); }'
expect_rc 1 "undefined variable in an action"
err_is 'dtrace: invalid probe specifier BEGIN { trace(y); }: in action list: failed to resolve y: Unknown variable name'

run -e -n 'BEGIN /y/ { }'
expect_rc 1 "undefined variable in a predicate"
err_is 'dtrace: invalid probe specifier BEGIN /y/ { }: in predicate: failed to resolve y: Unknown variable name'

run -e -x errtags -n 'BEGIN { trace(y); }'
err_is 'dtrace: invalid probe specifier BEGIN { trace(y); }: [D_IDENT_UNDEF] in action list: failed to resolve y: Unknown variable name'

# An extraneous operand is reported against the -n program.
run -e -n 'BEGIN { exit(0); }' extra
expect_rc 1 "extraneous operand"
err_is "dtrace: invalid probe specifier BEGIN { exit(0); }: extraneous argument 'extra' (\$1 is not referenced)"

# Scripts: "failed to compile script FILE: line N: ".
printf 'BEGIN\n{\n\tx = ;\n}\n' >"$T/syn.d"
run -e -s "$T/syn.d"
expect_rc 1 "-e -s syntax error"
err_is "dtrace: failed to compile script $T/syn.d: line 3: syntax error near \";\""

# -S: intermediate code on stderr, the program still compiles and runs.
run -S -e -n 'BEGIN { x = 1; }'
expect_rc 0 "-S -e"
[ "$(wc -l <"$T/err")" -ge 3 ] || fail "-S -e printed no code"
grep -q '^BPF program dt_BEGIN' "$T/err" || fail "-S: no program heading"
grep -q 'clause 1 (BEGIN), line 1' "$T/err" || fail "-S: no clause note"
grep -q '(95) exit' "$T/err" || fail "-S: no exit instruction"
out_is
run -q -S -n 'BEGIN { printf("ran\n"); exit(0); }'
expect_rc 0 "-S"
out_is ran ""
[ "$(wc -l <"$T/err")" -ge 3 ] || fail "-S printed no code"

# -e as an unprivileged user (copy the binary where nobody can run it).
if command -v setpriv >/dev/null 2>&1; then
	cp "$DTRACE" "$T/dtrace" && chmod 755 "$T" "$T/dtrace"
	setpriv --reuid=65534 --regid=65534 --clear-groups \
	    "$T/dtrace" -e -n 'BEGIN { printf("%d\n", 1 + 2); exit(0); }' \
	    </dev/null >"$T/out" 2>"$T/err"
	rc=$?
	expect_rc 0 "-e as nobody"
	err_is
	setpriv --reuid=65534 --regid=65534 --clear-groups \
	    "$T/dtrace" -e -x errtags -n 'BEGIN { x = ; }' \
	    </dev/null >"$T/out" 2>"$T/err"
	rc=$?
	expect_rc 1 "-e syntax error as nobody"
	err_is 'dtrace: invalid probe specifier BEGIN { x = ; }: [D_SYNTAX] syntax error near ";"'

	# tracing without root: DTrace's message and usage status 2
	setpriv --reuid=65534 --regid=65534 --clear-groups \
	    "$T/dtrace" -n 'BEGIN { exit(0); }' </dev/null >"$T/out" 2>"$T/err"
	rc=$?
	expect_rc 2 "tracing as nobody"
	err_is 'dtrace: run as root for tracing and listing probes'
fi
finish
