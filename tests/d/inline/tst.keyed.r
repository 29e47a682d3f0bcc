16 16 one two many 255

