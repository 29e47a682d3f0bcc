/*
 * D has no loops: while is reserved.
 * @@noroot
 * @@args: -e
 */
BEGIN { while (1) { x = 1; } }
