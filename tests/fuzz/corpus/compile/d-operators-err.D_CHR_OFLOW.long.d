/*
 * More than 8 bytes in a character constant.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = 'abcdefghi'; }
