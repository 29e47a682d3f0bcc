exec sed -E 's/^0x[0-9a-f]+ = \*$/{ptr} = */'
