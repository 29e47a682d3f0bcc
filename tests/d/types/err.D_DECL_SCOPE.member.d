/*
 * Member names cannot be scoped.
 * @@noroot
 * @@args: -e
 */
struct foo { int vmlinux`a; };
