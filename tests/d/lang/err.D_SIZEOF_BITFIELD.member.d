/*
 * sizeof of a bit-field member.
 * @@noroot
 * @@args: -e
 */
struct bf { int a; unsigned int b : 3; };
BEGIN { x = sizeof (((struct bf *)0)->b); }
