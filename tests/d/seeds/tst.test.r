Written 7 bytes
Written 7 bytes
Written 7 bytes

