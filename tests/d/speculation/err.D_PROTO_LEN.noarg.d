/*
 * speculate() needs the ID.
 * @@noroot
 * @@args: -e
 */
BEGIN { speculate(); }
