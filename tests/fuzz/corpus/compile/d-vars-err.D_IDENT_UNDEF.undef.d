/*
 * Reading an identifier never declared or assigned.
 * @@noroot
 * @@args: -e
 */
BEGIN { trace(x); }
