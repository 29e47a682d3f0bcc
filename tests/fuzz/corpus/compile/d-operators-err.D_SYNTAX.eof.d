/*
 * A clause that is never closed.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = 1;
