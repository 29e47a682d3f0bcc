/*
 * An assignment without a right side.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = ; }
