/*
 * htons() takes an integer.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = htons("a"); }
