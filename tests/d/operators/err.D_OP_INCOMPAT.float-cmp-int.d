/*
 * A double compares only with a double (not even with 0).
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { x = d < 0; }
