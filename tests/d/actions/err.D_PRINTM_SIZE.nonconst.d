/*
 * printm()'s size must be a positive integer constant.
 * @@noroot
 * @@args: -e
 */
BEGIN { n = 4; printm(n, memref(0, 4)); }
