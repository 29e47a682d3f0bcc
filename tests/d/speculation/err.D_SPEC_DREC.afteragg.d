/*
 * speculate() after an aggregation.
 * @@noroot
 * @@args: -e
 */
BEGIN { @ = count();
speculate(1); }
