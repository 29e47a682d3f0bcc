/*
 * A translator must produce a struct or union.
 * @@noroot
 * @@args: -e
 */
translator int < int x > { a = x; };
