/*
 * lltostr() converts an integer.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = lltostr("12"); }
