# Exit 77: SKIP, with the last line as reason.
echo "checking for BPF"
echo "no BPF here"
exit 77
