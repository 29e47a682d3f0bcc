/*
 * stack( ) takes a positive constant frame count.
 * @@noroot
 * @@args: -e
 */
BEGIN { stack(0); }
