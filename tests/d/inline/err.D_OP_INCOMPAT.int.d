/*
 * A string inline cannot be given an integer.
 * @@noroot
 * @@args: -e
 */
inline string S = 1;
