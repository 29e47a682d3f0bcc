/*
 * The start position of index() is an integer.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = index("abc", "b", "c"); }
