/*
 * printm() takes a size and a memref().
 * @@noroot
 * @@args: -e
 */
BEGIN { printm(4); }
