/*
 * memref() takes an address and a length.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = memref(1); }
