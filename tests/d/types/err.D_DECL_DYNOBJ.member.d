/*
 * A struct member cannot be an associative array.
 * @@noroot
 * @@args: -e
 */
struct foo { int a[string]; };
