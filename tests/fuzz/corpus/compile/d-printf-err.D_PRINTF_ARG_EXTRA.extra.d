/*
 * More value arguments than conversions.
 * @@noroot
 * @@args: -e
 */
BEGIN { printf("%d\n", 1, 2); }
