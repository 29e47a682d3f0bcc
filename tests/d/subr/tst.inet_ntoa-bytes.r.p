sh ../../harness/norm/norm.sh dif | sed -E 's/\(0x[0-9a-f]+\)/(0xADDR)/'
