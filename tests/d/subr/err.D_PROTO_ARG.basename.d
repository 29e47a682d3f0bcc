/*
 * basename() takes a string, not any pointer.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = basename(curthread); }
