/*
 * An array size must be a positive constant.
 * @@noroot
 * @@args: -e
 */
int n;
struct foo { int a[n]; };
