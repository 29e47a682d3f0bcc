/*
 * Built-in variables are read-only.
 * @@noroot
 * @@args: -e
 */
BEGIN { pid = 1; }
