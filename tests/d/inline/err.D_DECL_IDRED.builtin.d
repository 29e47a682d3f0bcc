/*
 * An inline cannot take the name of a built-in variable.
 * @@noroot
 * @@args: -e
 */
inline int pid = 1;
