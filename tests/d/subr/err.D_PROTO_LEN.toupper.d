/*
 * toupper() takes one string.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = toupper(); }
