/*
 * lquantize() base (argument #1) must be an integer constant.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = 0; @ = lquantize(1, x, 10); }
