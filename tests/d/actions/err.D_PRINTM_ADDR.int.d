/*
 * printm() takes a memref() (a pointer), not an integer.
 * @@noroot
 * @@args: -e
 */
BEGIN { printm(4, 5); }
