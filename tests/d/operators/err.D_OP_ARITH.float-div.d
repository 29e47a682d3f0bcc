/*
 * No floating-point arithmetic: / wants arithmetic (integer) operands.
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { x = 10 / d; }
