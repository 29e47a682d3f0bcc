/*
 * && with a float operand.
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { x = d && 1; }
