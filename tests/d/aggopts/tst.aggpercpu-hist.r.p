# a CPU's histogram (with the empty line before its "[CPU n]" line) is
# buffered up to the next empty line and kept only if it has a bar
awk 'function flush() { if (buf ~ /@/) printf "%s", buf; buf = "" }
	/^    \[CPU [0-9]+\]$/ { flush(); buf = pend "    [CPU N]\n"; pend = ""
		inb = 1; next }
	inb && $0 != "" { buf = buf $0 "\n"; next }
	$0 == "" { if (inb) flush(); inb = 0; printf "%s", pend; pend = "\n"
		next }
	{ printf "%s", pend; pend = ""; print }
	END { flush(); printf "%s", pend }'
