/*
 * A variable cannot reuse the name of a typedef.
 * @@noroot
 * @@args: -e
 */
typedef int foo_t;
int foo_t;
