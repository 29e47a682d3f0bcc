/*
 * memref() takes an address, not a string.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = memref("a", 4); }
