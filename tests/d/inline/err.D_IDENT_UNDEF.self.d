/*
 * An inline cannot refer to itself.
 * @@noroot
 * @@args: -e
 */
inline int X = X + 1;
