/*
 * %hhd is not a D conversion (hh is not supported).
 * @@noroot
 * @@args: -e
 */
BEGIN { printf("%hhd\n", 1); }
