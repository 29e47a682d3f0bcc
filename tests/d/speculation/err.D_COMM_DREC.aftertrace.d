/*
 * commit() may not follow data-recording actions.
 * @@noroot
 * @@args: -e
 */
BEGIN { trace(1);
commit(1); }
