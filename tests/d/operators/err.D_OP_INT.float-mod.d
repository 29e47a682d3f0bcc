/*
 * % of a float wants integral operands.
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { x = d % 2; }
