/*
 * No aggregations after commit().
 * @@noroot
 * @@args: -e
 */
BEGIN { commit(1);
@a = sum(1); }
