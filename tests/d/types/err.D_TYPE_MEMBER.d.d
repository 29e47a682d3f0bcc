/*
 * Member access to a member a D struct does not have.
 * @@noroot
 * @@args: -e
 */
struct foo { int a; };
BEGIN { trace(((struct foo *)0)->b); }
