/*
 * Unary minus of a double: not of arithmetic type.
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { x = -d; }
