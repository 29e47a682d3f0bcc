world hello

