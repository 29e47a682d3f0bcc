/*
 * An enumerator cannot appear twice in one enum.
 * @@noroot
 * @@args: -e
 */
enum e { A, B, A };
