/*
 * A constant inline cannot be assigned.
 * @@noroot
 * @@args: -e
 */
inline int X = 1;
BEGIN { X = 2; }
