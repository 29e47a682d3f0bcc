/*
 * A named bit-field cannot have width zero.
 * @@noroot
 * @@args: -e
 */
struct foo { int c : 0; };
