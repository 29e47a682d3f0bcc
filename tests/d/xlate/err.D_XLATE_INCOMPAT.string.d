/*
 * Translator members must be assigned compatible values.
 * @@noroot
 * @@args: -e
 */
struct out { int a; };
translator struct out < int x > { a = "str"; };
