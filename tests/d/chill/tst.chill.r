waited
bounded

