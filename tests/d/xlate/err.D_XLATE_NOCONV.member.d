/*
 * The translator must define the member being used.
 * @@noroot
 * @@args: -e
 */
struct out { int a; int b; };
translator struct out < int x > { a = x; };
BEGIN { trace(xlate<struct out *>(1)->b); }
