/*
 * %a is the kernel address conversion (not C99 hexadecimal floating
 * point): a double is no pointer or integer.
 * @@noroot
 * @@args: -e
 */
double d;
BEGIN { printf("%a\n", d); }
