/*
 * A constant above 2^64-1.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = 0x10000000000000000; }
