/*
 * xlate needs a translator between the two types.
 * @@noroot
 * @@args: -e
 */
struct out { int a; };
BEGIN { trace(xlate<struct out *>(curthread)->a); }
