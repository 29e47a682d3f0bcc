/*
 * Aggregations cannot be read in expressions.
 * @@noroot
 * @@args: -e
 */
BEGIN { @a = count(); x = @a; }
