# a CPU's histogram is buffered from its "[CPU n]" line to the next
# empty or "[CPU" line and kept only if it has a bar
awk 'function flush() { if (buf != "" && buf ~ /@/) printf "%s", buf; buf = "" }
	/^    \[CPU [0-9]+\]$/ { flush(); buf = "    [CPU N]\n"; inb = 1; next }
	inb && $0 != "" { buf = buf $0 "\n"; next }
	{ flush(); inb = 0; print }
	END { flush() }'
