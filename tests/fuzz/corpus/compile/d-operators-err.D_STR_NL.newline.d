/*
 * A raw newline inside a string literal.
 * @@noroot
 * @@args: -e
 */
BEGIN { printf("abc
def"); }
