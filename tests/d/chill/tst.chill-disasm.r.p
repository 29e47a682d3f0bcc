# The lines about the subprogram, without instruction numbers; each
# "r2 = func pc+D <T>" says whether T is the subprogram's first
# instruction.
awk '
/^BPF program/ { sub(/[0-9]+ instructions/, "N instructions"); print; next }
/= func / {
	t = $0; sub(/.*</, "", t); sub(/>.*/, "", t); tgt[++n] = t
	print "r2 = func <T>"; next
}
/call bpf_loop/ { sub(/^ *[0-9]+: /, ""); print; next }
/! subprogram / {
	at = $1; sub(/:$/, "", at)
	sub(/.*! /, ""); print
	for (i = 1; i <= n; i++)
		print "func " i (tgt[i] == at ? " is" : " is not") " the subprogram"
}'
