/*
 * += reads its left operand, so it cannot create a variable.
 * @@noroot
 * @@args: -e
 */
BEGIN { x += 1; }
