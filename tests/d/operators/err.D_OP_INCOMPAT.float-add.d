/*
 * No floating-point arithmetic in D: + of a double is an incompatible-types error (only integers and pointers add).
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { x = d + 1; }
