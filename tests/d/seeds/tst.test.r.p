exec sed -E 's/^[ 0-9]{2}[0-9] /  X /'
