/*
 * *= on a double.
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { d *= 2; }
