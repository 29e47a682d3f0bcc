/*
 * A translator cannot produce an incomplete struct.
 * @@noroot
 * @@args: -e
 */
struct fwd;
translator struct fwd < int x > { a = x; };
