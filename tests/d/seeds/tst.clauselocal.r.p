sed 's/local: [0-9]* global: [0-9]*/local: L global: N/' | sort -u
