/*
 * A declaration must declare something.
 * @@noroot
 * @@args: -e
 */
int;
