/*
 * An inline cannot be defined twice.
 * @@noroot
 * @@args: -e
 */
inline int X = 1;
inline int X = 2;
