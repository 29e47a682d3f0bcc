exec sed -E "s/^ {0,4}[0-9]+ /    N /"
