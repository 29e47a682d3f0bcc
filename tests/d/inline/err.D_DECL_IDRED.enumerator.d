/*
 * An inline cannot take the name of an enumerator.
 * @@noroot
 * @@args: -e
 */
enum e { A };
inline int A = 1;
