/*
 * ustack( ) frame counts are constants.
 * @@noroot
 * @@args: -e
 */
BEGIN { n = 3; ustack(n); }
