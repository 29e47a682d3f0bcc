/*
 * %= with a float operand.
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { x = 3; x %= f; }
