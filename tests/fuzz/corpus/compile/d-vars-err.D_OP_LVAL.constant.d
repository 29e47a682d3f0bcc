/*
 * Only lvalues can be assigned.
 * @@noroot
 * @@args: -e
 */
BEGIN { 1 = 2; }
