/*
 * copyin() takes an address.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = copyin("a", 4); }
