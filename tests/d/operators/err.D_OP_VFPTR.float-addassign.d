/*
 * += on a double: the left operand is neither an integer nor a pointer.
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { d += 1; }
