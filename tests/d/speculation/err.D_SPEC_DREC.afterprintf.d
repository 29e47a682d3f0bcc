/*
 * speculate() after a data-recording action.
 * @@noroot
 * @@args: -e
 */
BEGIN { printf("x");
speculate(1); }
