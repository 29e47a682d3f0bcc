again 1
kept

