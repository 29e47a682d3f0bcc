/*
 * A conversion without a value argument.
 * @@noroot
 * @@args: -e
 */
BEGIN { printf("%d %d\n", 1); }
