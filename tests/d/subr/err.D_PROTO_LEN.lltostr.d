/*
 * lltostr() takes a value and an optional base.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = lltostr(1, 2, 3); }
