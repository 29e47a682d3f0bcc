/*
 * Reading a self-> variable before any assignment.
 * @@noroot
 * @@args: -e
 */
BEGIN { trace(self->x); }
