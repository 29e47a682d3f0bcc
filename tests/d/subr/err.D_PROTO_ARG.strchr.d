/*
 * strchr() looks for a char, not a string.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = strchr("abc", "b"); }
