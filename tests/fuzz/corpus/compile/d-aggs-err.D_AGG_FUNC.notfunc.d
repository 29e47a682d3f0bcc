/*
 * An aggregation must be assigned an aggregating function.
 * @@noroot
 * @@args: -e
 */
BEGIN { @a = 1; }
