/*
 * strjoin() takes strings.
 * @@noroot
 * @@args: -e
 */
BEGIN { x = strjoin(1, "a"); }
