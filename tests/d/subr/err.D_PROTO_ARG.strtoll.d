/*
 * strtoll() parses a string.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = strtoll(12); }
