/*
 * Operator -> needs a pointer.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = 1; trace(x->b); }
