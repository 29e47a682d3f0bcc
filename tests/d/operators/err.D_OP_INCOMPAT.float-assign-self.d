/*
 * Nor in a thread-local.
 * @@noroot
 * @@args: -e
 */
double d;
float f;

BEGIN { self->x = f; }
