#!/bin/sh
# usdt-gen.sh - `dtrace -h` and `dtrace -G` (docs/options.md §9.4): the
# header and the semaphore object of the seed provider book-provider.d and of
# usdt/types.d, checked by building programs with them (PIE, non-PIE,
# shared library, C++) and reading the result with readelf/nm:
#  - the header of the seed is the golden usdt/book-provider.h;
#  - the -G object: relocatable x86-64, no relocations, hidden 2-byte
#    OBJECT semaphores PROVIDER_PROBE_semaphore in a writable .probes;
#    eu-elflint finds no error in it (nor in the -32 one, nor without
#    providers);
#  - every .note.stapsdt note's semaphore address is the linked address
#    of its PROVIDER_PROBE_semaphore symbol;
#  - the notes (provider, probe, argument specs) and the semaphore symbol
#    names equal those of the same program built with systemtap's dtrace
#    script (/usr/bin/dtrace of systemtap-sdt-dev);
#  - PROVIDER_PROBE_ENABLED() reads the semaphore: set to 1 through
#    /proc/PID/mem at the address the note gives (as a tracer does), the
#    running trigger sees it (usdt_app PIE and non-PIE, usdt_so's library);
#  - errors: missing -s, several scripts without -o, unwritable output,
#    bad provider file, bad object operand, -h with -G.
# @@timeout: 120
. ./lib/common.sh

U=$PWD/usdt
STAP=/usr/bin/dtrace
command -v cc >/dev/null 2>&1 || skip "no C compiler"
printf '#include <sys/sdt.h>\n' | cc -E -x c - >/dev/null 2>&1 ||
	skip "no <sys/sdt.h> (systemtap-sdt-dev)"
[ -x "$TRIG/usdt_app" ] || skip "no $TRIG/usdt_app"
have_stap=0
head -1 "$STAP" 2>/dev/null | grep -q python && have_stap=1

# notes FILE: one line per stapsdt note: provider name semaphore args
notes() {
	readelf -nW "$1" | awk '
		/^  stapsdt/ { if (p != "") print p, n, s, a; p = ""; a = "" }
		/Provider:/ { p = $NF } /Name:/ { n = $NF } /Semaphore:/ { s = $NF }
		/Arguments:/ { sub(/^ *Arguments: */, ""); a = $0 }
		END { if (p != "") print p, n, s, a }'
}

# check_sems FILE: each note's semaphore is its PROVIDER_PROBE_semaphore
check_sems() {
	nm "$1" | awk '{ print $3, $1 }' >"$T/nm"
	notes "$1" >"$T/notes"
	[ -s "$T/notes" ] || { fail "$1: no stapsdt notes"; return; }
	while read -r p n s a; do
		v=$(awk -v x="${p}_${n}_semaphore" '$1 == x { print $2 }' "$T/nm")
		[ -n "$v" ] || { fail "${1##*/}: no symbol ${p}_${n}_semaphore"; continue; }
		[ $((0x$v)) = $((s)) ] ||
			fail "${1##*/}: $p:$n semaphore $s, symbol at 0x$v"
	done <"$T/notes"
	# one distinct semaphore per provider:probe
	[ "$(awk '{ print $1, $2 }' "$T/notes" | sort -u | wc -l)" = \
	    "$(awk '{ print $3 }' "$T/notes" | sort -u | wc -l)" ] ||
		fail "${1##*/}: probes share semaphores"
}

# same_notes A B: the same notes (provider, name, args) and semaphore names
same_notes() {
	notes "$1" | awk '{ $3 = ""; print }' | sort >"$T/n1"
	notes "$2" | awk '{ $3 = ""; print }' | sort >"$T/n2"
	cmp -s "$T/n1" "$T/n2" || {
		fail "notes of ${1##*/} and ${2##*/} differ"
		diff "$T/n1" "$T/n2" | sed -n 1,20p
	}
	nm "$1" | awk '/_semaphore$/ { print $3 }' | sort >"$T/s1"
	nm "$2" | awk '/_semaphore$/ { print $3 }' | sort >"$T/s2"
	[ -s "$T/s1" ] && cmp -s "$T/s1" "$T/s2" ||
		fail "semaphore symbols of ${1##*/} and ${2##*/} differ"
}

mkdir "$T/ours" "$T/stap"
cd "$T/ours" || exit 1

# -h and -G with default output names, in the current directory
run -h -s "$U/book-provider.d"
expect_rc 0 "-h book-provider.d"
err_is
cmp -s book-provider.h "$U/book-provider.h" || {
	fail "book-provider.h differs from the golden header"
	diff -u "$U/book-provider.h" book-provider.h | sed -n 1,40p
}
run -G -s "$U/book-provider.d"
expect_rc 0 "-G book-provider.d"
err_is
[ -f book-provider.o ] || fail "-G wrote no book-provider.o"

# like systemtap's script, any extension gives way to .h / .o (QEMU's
# provider files are *.dtrace)
cp "$U/book-provider.d" book.dtrace
run -h -s book.dtrace
expect_rc 0 "-h book.dtrace"
run -G -s book.dtrace
expect_rc 0 "-G book.dtrace"
[ -f book.h ] && [ -f book.o ] || fail "-h/-G book.dtrace: no book.h, book.o"

# the object itself
readelf -hW book-provider.o | awk '
	/Class:/ { c = $2 } /Type:/ { t = $2 } /Machine:/ { m = $NF }
	END { exit !(c == "ELF64" && t == "REL" && m == "X86-64") }' ||
	fail "book-provider.o: not an ELF64 x86-64 relocatable object"
readelf -SW book-provider.o | awk '
	{ for (i = 1; i < NF; i++) {
		if ($i == ".probes")
			p = $(i + 1) == "PROGBITS" && $(i + 4) == "000004" &&
			    $(i + 6) == "WA" && $NF == 2
		if ($i == ".note.GNU-stack")
			g = 1 } }
	END { exit !(p && g) }' ||
	fail "book-provider.o: .probes (4 bytes, WA, align 2) or .note.GNU-stack"
if command -v eu-elflint >/dev/null 2>&1; then
	eu-elflint --gnu-ld book-provider.o >"$T/lint" 2>&1 ||
		{ fail "eu-elflint book-provider.o"; sed -n 1,10p "$T/lint"; }
	printf 'BEGIN { exit(0); }\n' >noprov.d
	run -G -s noprov.d -o noprov.o
	expect_rc 0 "-G without providers"
	eu-elflint --gnu-ld noprov.o >"$T/lint" 2>&1 ||
		{ fail "eu-elflint noprov.o"; sed -n 1,10p "$T/lint"; }
	run -32 -G -s "$U/book-provider.d" -o b32.o
	expect_rc 0 "-32 -G"
	readelf -hW b32.o | grep -q 'Intel 80386' || fail "-32 -G: not i386"
	eu-elflint --gnu-ld b32.o >"$T/lint" 2>&1 ||
		{ fail "eu-elflint b32.o"; sed -n 1,10p "$T/lint"; }
fi
readelf -rW book-provider.o | grep -q 'no relocations' ||
	fail "book-provider.o has relocations"
readelf -sW book-provider.o | awk '$5 == "GLOBAL" { print $3, $4, $6, $8 }' |
	sort >"$T/syms"
file_is "$T/syms" "2 OBJECT HIDDEN my_prog_input__val_semaphore" \
	"2 OBJECT HIDDEN my_prog_process__val_semaphore"

# programs built with them: PIE, non-PIE, C++
cp "$U/book-prog.c" "$U/types.c" .
cc -O1 -Wall -Werror -o prog book-prog.c book-provider.o ||
	fail "cc (PIE) with our header and object"
cc -O1 -Wall -Werror -fno-pie -no-pie -o prog-nopie book-prog.c \
	book-provider.o || fail "cc (non-PIE) with our header and object"
for b in prog prog-nopie; do
	[ -x $b ] || continue
	check_sems $b
	notes $b | awk '{ sub(/@.*/, "", $4); print $1, $2, $4 }' |
		sort >"$T/n"
	file_is "$T/n" "my_prog input__val -4" "my_prog process__val -4"
	./$b 4 >"$T/run" && file_is "$T/run" ||
		fail "$b: semaphore not 0 at start, or bad exit"
done
if command -v g++ >/dev/null 2>&1; then
	cp book-prog.c book-prog.cc
	g++ -O1 -Wall -Werror -o prog-cxx book-prog.cc book-provider.o ||
		fail "g++ with our header and object"
	[ -x prog-cxx ] && check_sems prog-cxx
fi

# pointers, strings, sized integers, probe names with __
run -h -s "$U/types.d" -o types.h
expect_rc 0 "-h types.d"
run -G -s "$U/types.d" -o types.o
expect_rc 0 "-G types.d"
cc -O1 -Wall -Werror -o types types.c types.o ||
	fail "cc types.c with our header and object"
[ -x types ] && check_sems types
if command -v g++ >/dev/null 2>&1; then
	cp types.c types.cc
	g++ -O1 -Wall -Werror -o types-cxx types.cc types.o ||
		fail "g++ types.cc with our header and object"
	[ -x types-cxx ] && check_sems types-cxx
fi
grep -q '^#define	TYPES_UNDER_SCORE_S(arg1, arg2) \\$' types.h ||
	fail "types.h: no TYPES_UNDER_SCORE_S(arg1, arg2) macro"
grep -q 'DTRACE_PROBE5 (types, ptrs, (char \*)(arg1), (const char \*)(arg2), (char \*)(arg3), (void \*)(arg4), (conn_t \*)(arg5))$' types.h ||
	fail "types.h: ptrs arguments not cast to the declared types"

# the shared library trigger has its own (hidden) semaphores
check_sems "$TRIG/libusdt_lib.so"
check_sems "$TRIG/usdt_app"
check_sems "$TRIG/usdt_app_nopie"
readelf -dW "$TRIG/libusdt_lib.so" | grep -q TEXTREL &&
	fail "libusdt_lib.so has text relocations"

# against systemtap's script, on the same sources
if [ $have_stap = 1 ]; then
	cd "$T/stap" || exit 1
	cp "$U/book-prog.c" "$U/types.c" .
	"$STAP" -h -s "$U/book-provider.d" >/dev/null &&
		"$STAP" -G -s "$U/book-provider.d" >/dev/null &&
		"$STAP" -h -s "$U/types.d" -o types.h >/dev/null &&
		"$STAP" -G -s "$U/types.d" -o types.o >/dev/null ||
		fail "systemtap's dtrace failed"
	cc -O1 -o prog book-prog.c book-provider.o &&
		cc -O1 -fno-pie -no-pie -o prog-nopie book-prog.c \
		book-provider.o && cc -O1 -o types types.c types.o ||
		fail "cc with systemtap's header"
	for b in prog prog-nopie types; do
		same_notes "$T/ours/$b" "$T/stap/$b"
	done
	# the systemtap-generated header against our semaphore object
	cc -O1 -o mixed book-prog.c "$T/ours/book-provider.o" ||
		fail "systemtap's header with our object"
	[ -x mixed ] && check_sems mixed
	# and our header against systemtap's object
	cp "$T/ours/book-provider.h" ours.h
	sed 's/"book-provider.h"/"ours.h"/' book-prog.c >mixed2.c
	cc -O1 -o mixed2 mixed2.c book-provider.o ||
		fail "our header with systemtap's object"
	[ -x mixed2 ] && check_sems mixed2 && same_notes mixed2 prog
	# old sdt.h flavours: -DSTAP_SDT_V1 / V2 on the command line or in
	# $CFLAGS give global default-visibility semaphores (V1: PROBE_semaphore)
	for v in 1 2; do
		"$STAP" -G -DSTAP_SDT_V$v -s "$U/book-provider.d" -o v$v.o \
			>/dev/null || fail "systemtap's dtrace -G V$v"
		cc -DSTAP_SDT_V$v -o v$v book-prog.c v$v.o ||
			fail "cc V$v with systemtap's script"
	done
	cd "$T/ours" || exit 1
	run -G -DSTAP_SDT_V1 -s "$U/book-provider.d" -o v1.o
	expect_rc 0 "-G -DSTAP_SDT_V1"
	CFLAGS="-O2 -DSTAP_SDT_V2" "$DTRACE" -G -s "$U/book-provider.d" \
		-o v2.o || fail "CFLAGS=-DSTAP_SDT_V2 dtrace -G"
	for v in 1 2; do
		cc -DSTAP_SDT_V$v -o v$v book-prog.c v$v.o ||
			fail "cc V$v with our header and object"
		nm v$v | awk '/_semaphore$/ { print $2, $3 }' | sort >"$T/v"
		nm "$T/stap/v$v" | awk '/_semaphore$/ { print $2, $3 }' |
			sort >"$T/vs"
		[ -s "$T/v" ] && cmp -s "$T/v" "$T/vs" ||
			fail "V$v semaphores differ from systemtap's"
		same_notes v$v "$T/stap/v$v"
	done
else
	echo "note: no systemtap dtrace script; comparison skipped"
fi

# _ENABLED() reads the semaphore the note names: set it as a tracer would
# poke BIN OBJ PROBE: run "BIN wait-enabled", write 1 to OBJ's semaphore
poke() {
	"$1" wait-enabled 10000 >"$T/poke" 2>&1 &
	pid=$!
	obj=$(readlink -f "$2")
	i=0
	while ! grep -q " $obj\$" /proc/$pid/maps 2>/dev/null; do
		i=$((i + 1))
		[ $i -lt 500 ] || break
		sleep 0.01
	done
	sem=$(notes "$obj" | awk -v n="$3" '$2 == n { print $3; exit }')
	low=$(readelf -lW "$obj" | awk '$1 == "LOAD" { print $3; exit }')
	# the path is the rest of the line after 5 fields: it may hold blanks
	base=$(awk -v f="$obj" '{ p = $0
	    sub(/^[^ ]+ +[^ ]+ +[^ ]+ +[^ ]+ +[^ ]+ +/, "", p) }
	    p == f && $3 ~ /^0+$/ { split($1, a, "-"); print a[1]; exit }' \
	    /proc/$pid/maps)
	if [ -z "$sem" ] || [ -z "$low" ] || [ -z "$base" ]; then
		fail "${1##*/}: semaphore or mapping of ${obj##*/} not found"
		kill $pid 2>/dev/null
		wait $pid
		return
	fi
	addr=$((0x$base - low + sem))
	printf '\001' | dd of=/proc/$pid/mem bs=1 seek=$addr count=1 \
		conv=notrunc 2>/dev/null || fail "${1##*/}: write to /proc/$pid/mem"
	wait $pid
	r=$?
	[ $r = 0 ] && file_is "$T/poke" "enabled" ||
		fail "${1##*/}: $3 semaphore set, _ENABLED() did not see it ($r)"
}
if [ "$(id -u)" = 0 ]; then
	poke "$TRIG/usdt_app" "$TRIG/usdt_app" guarded
	poke "$TRIG/usdt_app_nopie" "$TRIG/usdt_app_nopie" guarded
	poke "$TRIG/usdt_so" "$TRIG/libusdt_lib.so" call
fi

# -G with object operands: checked, left as they were
cc -O1 -c -o book.o book-prog.c || fail "cc -c book-prog.c"
cp book.o book.o.orig
run -G -s "$U/book-provider.d" -o sem.o book.o
expect_rc 0 "-G with an object operand"
err_is
cmp -s book.o book.o.orig || fail "-G modified its object operand"
cc -o prog2 book.o sem.o && check_sems prog2

# options build systems pass to systemtap's script: -C, -64, -fPIC, -fpic
mkdir sub
run -C -fpic -h -s "$U/book-provider.d" -o sub/book-provider.h
expect_rc 0 "-C -fpic -h"
cmp -s sub/book-provider.h "$U/book-provider.h" ||
	fail "-C -fpic -h: header differs"
run -64 -fPIC -C -G -s "$U/book-provider.d" -o fpic.o
expect_rc 0 "-64 -fPIC -C -G"
cmp -s fpic.o book-provider.o || fail "-64 -fPIC -C -G: object differs"

# errors
run -h
expect_rc 2 "-h alone"
err_is "dtrace: -h requires one or more scripts or enabling options"
run -G
expect_rc 2 "-G alone"
err_is "dtrace: -G requires one or more scripts or enabling options"
run -h -s "$U/book-provider.d" -s "$U/types.d"
expect_rc 2 "-h two scripts"
err_is "dtrace: -h requires an output file if multiple scripts are specified"
run -h -n 'BEGIN { exit(0); }'
expect_rc 2 "-h -n"
err_is "dtrace: -h requires an output file if no scripts are specified"
run -h -G -s "$U/book-provider.d"
expect_rc 2 "-h -G"
err_is "dtrace: only one of the [-AGhlV] options can be specified at a time"
run -h -s "$U/book-provider.d" -o "$T/nodir/x.h"
expect_rc 1 "-h unwritable"
err_is "dtrace: failed to open header file '$T/nodir/x.h': No such file or directory"
run -G -s "$U/book-provider.d" -o "$T/nodir/x.o"
expect_rc 1 "-G unwritable"
err_is "dtrace: failed to link script $U/book-provider.d: failed to open $T/nodir/x.o: No such file or directory"
run -G -s "$U/book-provider.d" -o x.o "$U/book-prog.c"
expect_rc 1 "-G non-ELF operand"
err_is "dtrace: failed to link script $U/book-provider.d: failed to process $U/book-prog.c: not an ELF file"
[ -e x.o ] && fail "-G wrote x.o despite a bad operand"
run -G -s "$U/book-provider.d" -o x.o "$T/none.o"
expect_rc 1 "-G missing operand"
err_is "dtrace: failed to link script $U/book-provider.d: failed to open $T/none.o: No such file or directory"
printf 'provider p {\n\tprobe a(int)\n};\n' >bad.d
run -h -s bad.d
expect_rc 1 "-h bad provider file"
err_is 'dtrace: failed to compile script bad.d: line 3: syntax error near "}"'
[ -e bad.h ] && fail "-h wrote bad.h for a bad provider file"
run -G -s bad.d
expect_rc 1 "-G bad provider file"
err_is 'dtrace: failed to compile script bad.d: line 3: syntax error near "}"'
run -h -s "$T/none.d"
expect_rc 1 "-h missing script"
err_is "dtrace: failed to open $T/none.d: No such file or directory"

finish
