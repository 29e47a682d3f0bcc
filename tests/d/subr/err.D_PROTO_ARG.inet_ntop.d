/*
 * The address family of inet_ntop() is an integer.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = inet_ntop("2", (void *)0); }
