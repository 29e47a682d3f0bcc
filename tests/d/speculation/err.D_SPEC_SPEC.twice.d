/*
 * speculate() twice in a clause.
 * @@noroot
 * @@args: -e
 */
BEGIN { speculate(1);
speculate(2); }
