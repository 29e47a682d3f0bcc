/*
 * An enumerator cannot reuse the name of a built-in variable.
 * @@noroot
 * @@args: -e
 */
enum e { pid };
