/*
 * ~ of a float: not integral.
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { x = ~f; }
