/*
 * A variable declared twice with different types.
 * @@noroot
 * @@args: -e
 */
int x;
long x;
