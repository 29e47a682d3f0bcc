/*
 * There is no string +.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = "a" + "b"; }
