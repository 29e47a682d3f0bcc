/*
 * An unknown macro variable.
 * @@noroot
 * @@args: -e
 */
BEGIN { trace($nosuch); }
