/*
 * An inline is not an lvalue.
 * @@noroot
 * @@args: -e
 */
inline int k = 3;
BEGIN { k = 4; }
