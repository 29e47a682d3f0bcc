/*
 * An enum tag may be defined only once.
 * @@noroot
 * @@args: -e
 */
enum e { A };
enum e { B };
