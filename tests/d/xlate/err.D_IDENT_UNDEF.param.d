/*
 * The translator parameter is visible only inside its translator.
 * @@noroot
 * @@args: -e
 */
struct out { int a; };
translator struct out < int x > { a = x; };
BEGIN { trace(x); }
