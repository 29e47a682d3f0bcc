/*
 * else without if.
 * @@noroot
 * @@args: -e
 */
BEGIN { else x = 1; }
