/*
 * No exit() in a speculative clause.
 * @@noroot
 * @@args: -e
 */
BEGIN { speculate(1);
exit(0); }
