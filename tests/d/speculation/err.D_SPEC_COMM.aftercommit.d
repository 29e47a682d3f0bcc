/*
 * speculate() after commit().
 * @@noroot
 * @@args: -e
 */
BEGIN { commit(1);
speculate(2); }
