/*
 * A string for %d: the multi-line message of output.md 5.1.
 * @@noroot
 * @@args: -e
 */
BEGIN { printf("%d\n", "x"); }
