/*
 * speculation() takes no argument.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = speculation(1); }
