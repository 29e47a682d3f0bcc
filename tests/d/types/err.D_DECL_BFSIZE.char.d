/*
 * A bit-field cannot be wider than its type.
 * @@noroot
 * @@args: -e
 */
struct foo { unsigned char c : 9; };
