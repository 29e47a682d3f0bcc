/*
 * An enumerator value must fit in an int.
 * @@noroot
 * @@args: -e
 */
enum e { A = 0x80000000 };
