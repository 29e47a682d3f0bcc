/*
 * ++ of a double (DTrace words this one without "an").
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { d++; }
