/*
 * progenyof() takes a pid.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = progenyof("1"); }
