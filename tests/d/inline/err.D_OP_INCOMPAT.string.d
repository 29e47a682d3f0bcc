/*
 * An integer inline cannot be given a string.
 * @@noroot
 * @@args: -e
 */
inline int S = "abc";
