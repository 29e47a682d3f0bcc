/*
 * A member cannot be void.
 * @@noroot
 * @@args: -e
 */
struct foo { void v; };
