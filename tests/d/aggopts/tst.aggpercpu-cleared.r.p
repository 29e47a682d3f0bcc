# the CPU number becomes N; CPUs with the same line are shown once
sed -E 's/^    \[CPU [0-9]+\]/    [CPU N]/' | uniq
