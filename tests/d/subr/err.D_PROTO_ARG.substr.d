/*
 * substr() positions are integers.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = substr("abc", "b"); }
