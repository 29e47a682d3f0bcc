/*
 * A union tag may be defined only once.
 * @@noroot
 * @@args: -e
 */
union u { int a; };
union u { long b; };
