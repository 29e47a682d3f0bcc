/*
 * Member access through a pointer to an incomplete struct.
 * @@noroot
 * @@args: -e
 */
struct fwd;
BEGIN { trace(((struct fwd *)0)->a); }
