/*
 * An array size must be positive.
 * @@noroot
 * @@args: -e
 */
struct foo { int a[-1]; };
