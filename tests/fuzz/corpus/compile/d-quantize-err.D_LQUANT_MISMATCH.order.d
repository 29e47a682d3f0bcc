/*
 * lquantize() base must be less than its limit.
 * @@noroot
 * @@args: -e
 */
BEGIN { @ = lquantize(1, 10, 0); }
