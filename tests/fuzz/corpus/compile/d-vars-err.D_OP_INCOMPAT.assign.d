/*
 * A variable keeps the type of its first assignment.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = 1; x = "s"; }
