/*
 * Floating-point constants are rejected.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = 1.5; }
