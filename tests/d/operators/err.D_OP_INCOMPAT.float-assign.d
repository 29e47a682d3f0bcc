/*
 * DTrace has no assignment compatibility for floats: a double value cannot be stored in a D variable, not even one of type double.
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { x = d; }
