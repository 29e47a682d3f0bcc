# the CPU that ran BEGIN varies
sed -E 's/ on CPU [0-9]+$/ on CPU C/'
