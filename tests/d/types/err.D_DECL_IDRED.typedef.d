/*
 * A typedef name cannot be defined again as another type.
 * @@noroot
 * @@args: -e
 */
typedef int foo_t;
typedef long foo_t;
