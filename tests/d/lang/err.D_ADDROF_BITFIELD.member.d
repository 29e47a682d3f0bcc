/*
 * A bit-field member has no address.
 * @@noroot
 * @@args: -e
 */
struct bf { int a; unsigned int b : 3; };
BEGIN { x = &((struct bf *)0)->b; }
