/*
 * A program cannot redefine an inline of the D library.
 * @@noroot
 * @@args: -e
 */
inline int O_CREAT = 64;
