/*
 * C storage classes other than extern are not appropriate in D.
 * @@noroot
 * @@args: -e
 */
static int x;
