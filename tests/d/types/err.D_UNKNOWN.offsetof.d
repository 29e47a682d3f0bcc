/*
 * offsetof of a member the type does not have.
 * @@noroot
 * @@args: -e
 */
struct foo { int a; };
BEGIN { trace(offsetof(struct foo, b)); }
