/*
 * A struct tag may be defined only once.
 * @@noroot
 * @@args: -e
 */
struct foo { int a; };
struct foo { int b; };
