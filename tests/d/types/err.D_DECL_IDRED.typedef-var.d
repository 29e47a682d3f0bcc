/*
 * A typedef cannot reuse the name of a variable.
 * @@noroot
 * @@args: -e
 */
int x;
typedef int x;
