
all committed 1
paired R 4096 0
paired W 4096 0
