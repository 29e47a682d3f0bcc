/*
 * A bit-field must have an integer type.
 * @@noroot
 * @@args: -e
 */
struct foo { char *p : 3; };
