/*
 * inet_ntoa() takes a pointer to the address.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = inet_ntoa(0x7f000001); }
