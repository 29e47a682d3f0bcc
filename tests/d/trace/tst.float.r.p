exec sh ../../harness/norm/norm.sh cpu id
