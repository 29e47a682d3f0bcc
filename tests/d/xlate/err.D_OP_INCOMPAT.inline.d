/*
 * An inline of translated data must have the translator's output type.
 * @@noroot
 * @@args: -e
 */
struct out { int a; };
struct other { int a; };
translator struct out < int x > { a = x; };
inline struct other *o = xlate<struct out *>(1);
