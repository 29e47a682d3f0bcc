kept
also kept

