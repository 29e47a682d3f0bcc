exec sh ../../harness/norm/norm.sh pid
