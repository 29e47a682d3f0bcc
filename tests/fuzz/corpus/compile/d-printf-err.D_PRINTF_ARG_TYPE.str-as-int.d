/*
 * A string for %d: the multi-line message of docs/output.md §5.1.
 * @@noroot
 * @@args: -e
 */
BEGIN { printf("%d\n", "x"); }
