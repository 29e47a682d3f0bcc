/*
 * substr() takes at most three arguments.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = substr("a", 1, 2, 3); }
