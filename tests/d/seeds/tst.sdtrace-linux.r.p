# One line per committed block: "ok W" / "ok R" when its eight lines have
# the expected shape (same request and direction at start and done, the
# trigger's process, 4096 bytes at the start), else the block as found.
exec awk '
function check() {
	if (n == 0)
		return
	ok = n == 8 && l[2] ~ /^io-start / && l[7] ~ /^io-done / &&
	    split(l[2], a, " ") && split(l[7], b, " ") && a[2] == b[2] &&
	    l[3] ~ /^\tPROC: [0-9]+\/[0-9]+ diskio$/ &&
	    split(l[4], c, " ") && split(l[8], d, " ") &&
	    c[3] == d[3] && c[6] == 4096 && d[5] == "count:" &&
	    l[5] ~ /^\tDEV [0-9]+,[0-9]+ / && l[6] ~ /^\tFILE /
	if (ok)
		print "ok " c[3]
	else
		for (i = 1; i <= n; i++)
			print "bad: " l[i]
	n = 0
}
/^-----$/ { check() }
NF > 0 { l[++n] = $0 }
END { check() }' | sort -u
