/*
 * An enumerator cannot be declared twice in two enums.
 * @@noroot
 * @@args: -e
 */
enum e { A };
enum f { A };
