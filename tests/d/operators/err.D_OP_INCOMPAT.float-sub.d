/*
 * No floating-point arithmetic in D: - of two doubles.
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { x = d - d; }
