/*
 * register is not a D storage class either.
 * @@noroot
 * @@args: -e
 */
register int y;
