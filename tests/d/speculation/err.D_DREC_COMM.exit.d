/*
 * exit() after commit() (a data-recording action).
 * @@noroot
 * @@args: -e
 */
BEGIN { commit(1);
exit(0); }
