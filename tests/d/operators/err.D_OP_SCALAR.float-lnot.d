/*
 * ! of a double: floats are not scalars in D.
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { x = !d; }
