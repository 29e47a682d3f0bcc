/*
 * Two operands without an operator.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = 1 2; }
