/*
 * A bit-field width must be a constant expression.
 * @@noroot
 * @@args: -e
 */
int n;
struct foo { int c : n; };
