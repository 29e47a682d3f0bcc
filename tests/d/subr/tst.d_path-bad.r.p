exec sh ../../harness/norm/norm.sh dif
