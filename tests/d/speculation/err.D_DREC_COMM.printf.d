/*
 * No data-recording action after commit().
 * @@noroot
 * @@args: -e
 */
BEGIN { commit(1);
printf("%d", 1); }
