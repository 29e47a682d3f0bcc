/*
 * stringof of a float: DTrace applies it to scalars, pointers and strings only.
 * @@noroot
 * @@args: -e
 */
double d;
BEGIN { x = stringof(d); }
