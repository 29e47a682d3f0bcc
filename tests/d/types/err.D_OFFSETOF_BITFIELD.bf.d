/*
 * offsetof cannot be applied to a bit-field.
 * @@noroot
 * @@args: -e
 */
struct foo { int a : 3; };
BEGIN { trace(offsetof(struct foo, a)); }
