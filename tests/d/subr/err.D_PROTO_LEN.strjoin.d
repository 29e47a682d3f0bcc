/*
 * strjoin() needs two strings.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = strjoin("a"); }
