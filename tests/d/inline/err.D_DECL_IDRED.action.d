/*
 * An inline cannot take the name of an action.
 * @@noroot
 * @@args: -e
 */
inline int trace = 1;
