/*
 * An empty format string.
 * @@noroot
 * @@args: -e
 */
BEGIN { printf(""); }
