/*
 * An inline cannot have type void.
 * @@noroot
 * @@args: -e
 */
inline void V = 1;
