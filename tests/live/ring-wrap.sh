#!/bin/sh
# Records that wrap around the end of a CPU's principal buffer
# (runtime/rbuf.c maps a ring's data pages once and copies a record that
# wraps; docs/pipeline.md, Buffering and wakeups): 16k buffers, records of
# four sizes (40 to 184 bytes with the ring's header) in a mix that
# changes from firing to firing: 300 KiB of records go round the 16k
# rings about 18 times, and the end of a ring falls anywhere in a
# record, its header included (checked once by counting the copies).
# Every record is printed intact and in order, and nothing is dropped.
# @@timeout: 120
. ./lib/common.sh

N=2000
S='0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-+*/=.,:;'
run -q -b 16k -x strsize=72 -n "
BEGIN { i = 0; s = \"$S\"; t = \"X$S\"; }
tick-1ms /i < $N/ { printf(\"%d a\\n\", i); }
tick-1ms /i < $N && i % 3 == 0/ { printf(\"%d b %s\\n\", i, s); }
tick-1ms /i < $N && i % 7 < 3/ {
	printf(\"%d c %d %d %d %d %d %d\\n\", i, i + 1, i + 2, i + 3, i + 4,
	    i + 5, i + 6);
}
tick-1ms /i < $N && i % 5 == 1/ { printf(\"%d d %s %s\\n\", i, t, s); }
tick-1ms { i++; }
tick-1ms /i == $N/ { exit(0); }"
expect_rc 0 "16k buffers"
awk -v n=$N -v s="$S" 'BEGIN {
	t = substr("X" s, 1, 71);
	for (i = 0; i < n; i++) {
		print i " a";
		if (i % 3 == 0)
			print i " b " s;
		if (i % 7 < 3)
			print i " c " i + 1 " " i + 2 " " i + 3 " " i + 4 " " \
			    i + 5 " " i + 6;
		if (i % 5 == 1)
			print i " d " t " " s;
	}
}' >"$T/exp"
grep -v '^$' "$T/out" >"$T/got"
if ! cmp -s "$T/exp" "$T/got"; then
	fail "records lost, damaged or out of order"
	diff "$T/exp" "$T/got" | sed -n '1,20p'
fi
err_is
finish
