/*
 * 8 is not an octal digit.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = 08; }
