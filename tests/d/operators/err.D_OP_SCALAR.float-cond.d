/*
 * A float is no ?: condition.
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { x = d ? 1 : 2; }
