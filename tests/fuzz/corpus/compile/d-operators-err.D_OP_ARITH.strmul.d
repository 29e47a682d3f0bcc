/*
 * * needs arithmetic operands.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = "a" * 2; }
