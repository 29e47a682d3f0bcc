/*
 * An int for %s.
 * @@noroot
 * @@args: -e
 */
BEGIN { printf("%s\n", 1); }
