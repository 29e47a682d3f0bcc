
all committed 1
paired R
paired W
