/*
 * Operator -> needs a pointer to a struct or union.
 * @@noroot
 * @@args: -e
 */
BEGIN { trace(((int *)0)->b); }
