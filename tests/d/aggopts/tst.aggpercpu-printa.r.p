# keep the per-CPU lines holding data; the CPU number becomes N
awk '/^    \[CPU [0-9]+\] +0$/ { next }
	{ sub(/^    \[CPU [0-9]+\]/, "    [CPU N]"); print }'
