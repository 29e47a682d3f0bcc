/*
 * An operand the program never references.
 * @@noroot
 * @@args: -e extra
 */
BEGIN { exit(0); }
