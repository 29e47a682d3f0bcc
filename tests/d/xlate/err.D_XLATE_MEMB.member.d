/*
 * Translator members must be members of the output type.
 * @@noroot
 * @@args: -e
 */
struct out { int a; };
translator struct out < int x > { b = x; };
