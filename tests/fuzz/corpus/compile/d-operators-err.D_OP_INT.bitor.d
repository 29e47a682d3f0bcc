/*
 * | needs integer operands.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = "a" | 1; }
