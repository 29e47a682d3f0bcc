abc2ef

