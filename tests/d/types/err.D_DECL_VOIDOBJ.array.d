/*
 * There are no arrays of void.
 * @@noroot
 * @@args: -e
 */
struct foo { void a[2]; };
