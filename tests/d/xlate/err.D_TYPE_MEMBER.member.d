/*
 * Members of translated data must exist in the output type.
 * @@noroot
 * @@args: -e
 */
struct out { int a; };
translator struct out < int x > { a = x; };
BEGIN { trace(xlate<struct out *>(1)->c); }
