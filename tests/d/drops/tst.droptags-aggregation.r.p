# the CPU that ran BEGIN varies; the values are all 1
sed -E 's/ on CPU [0-9]+$/ on CPU C/' | grep -v '^ *[0-9]* *1$'
