/*
 * All lquantize() calls of one aggregation must use the same parameters.
 * @@noroot
 * @@args: -e
 */
BEGIN { @ = lquantize(1, 0, 10); @ = lquantize(1, 0, 20); }
