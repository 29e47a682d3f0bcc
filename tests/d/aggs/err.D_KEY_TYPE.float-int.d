/*
 * A float key and an integer key are different signatures (DTrace:
 * no argument compatibility between floats and integers).
 * @@noroot
 * @@args: -e
 */
double d;
BEGIN { @a[1] = count(); @a[d] = count(); }
