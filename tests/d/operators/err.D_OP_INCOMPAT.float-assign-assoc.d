/*
 * Nor in an associative array element.
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { a[1] = d; }
