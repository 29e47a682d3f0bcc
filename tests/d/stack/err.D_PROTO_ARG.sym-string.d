/*
 * sym( ) takes an address.
 * @@noroot
 * @@args: -e
 */
BEGIN { sym("vmlinux"); }
