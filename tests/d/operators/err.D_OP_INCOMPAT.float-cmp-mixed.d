/*
 * float and double are different types: no comparison.
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { x = f == d; }
