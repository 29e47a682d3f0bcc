/*
 * A predicate must be scalar.
 * @@noroot
 * @@args: -e
 */
BEGIN /"abc"/ { }
